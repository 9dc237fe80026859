/**
 * Day trading (`/common/dayTrading`): the day's rule in one line, a stock to trade (searched here,
 * or `?symbol=`), the order form fixed to a day trade, and today's day trades, each opening its
 * position.
 */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useConfig } from '../api/get-config';
import { OrderDone } from '../market/order/order-done';
import { OrderScreen } from '../market/order/order-page';
import type { OrderOutcome } from '../market/order/order-sheet';
import { MarketScreen } from '../market/parts/market-screen';
import { useTranslation } from '../ui/translation-context';
import { StockPicker } from './stock-picker';
import { TodayDayTrades } from './today-day-trades';
import styles from './day-trading.module.css';

export function DayTradingPage() {
  const { t } = useTranslation();
  const { values: settings } = useConfig();
  const [params, setParams] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim();
  const [outcome, setOutcome] = useState<OrderOutcome | null>(null);
  return (
    <MarketScreen title={t('dayTrading.title')} backTo="/home/index" testId="day-trading-page">
      <p className={styles.intro} data-testid="day-trading-intro">
        {t('dayTrading.intro', { cutoff: settings.dayTradeCutoff ?? '15:20' })}
      </p>
      {outcome ? (
        <OrderDone outcome={outcome} onAnother={() => setOutcome(null)} />
      ) : symbol ? (
        <>
          <div className={styles.change}>
            <Button
              size="small"
              fill="none"
              color="primary"
              onClick={() => setParams({}, { replace: true })}
              data-testid="day-change-stock"
            >
              {t('dayTrading.change')}
            </Button>
          </div>
          <OrderScreen symbol={symbol} direction="long" product="day" onPlaced={setOutcome} />
        </>
      ) : (
        <StockPicker onPick={(picked) => setParams({ symbol: picked }, { replace: true })} />
      )}
      <TodayDayTrades />
    </MarketScreen>
  );
}
