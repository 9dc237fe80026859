/**
 * Day trading (`/common/dayTrading`): the day's rule in one line, a stock to trade (searched here,
 * or `?symbol=`), the order form fixed to a day trade, and today's day trades, each opening its
 * position. The list of today's trades belongs to the positions feature: the router places it
 * here as `children`, so neither feature imports the other.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../api/get-config';
import { OrderDone } from '../order/order-done';
import { OrderScreen } from '../order/order-page';
import type { OrderOutcome } from '../order/order-sheet';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { PageLoading } from '../../ui/page-loading';
import { useTranslation } from '../../ui/translation-context';
import { StockPicker } from './stock-picker';
import styles from './day-trading.module.css';

export function DayTradingPage({ children }: { children?: ReactNode }) {
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
      <section className={styles.today} aria-labelledby="day-today">
        <h2 className={styles.title} id="day-today">
          {t('dayTrading.today')}
        </h2>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </section>
    </MarketScreen>
  );
}
