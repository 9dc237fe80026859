/** The top of the positions tab: market value and unrealised P&L of every open position, live. */
import { Link } from 'react-router';
import { toneOf } from '../ui/market-parts/price-tone';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { usePositions } from '../shared/api/get-positions';
import { liveTotals } from './live-figures';
import { positionPaths } from '../shared/paths/trading-paths';
import { useLiveMarks } from './use-live-marks';
import styles from './position-totals.module.css';

export function PositionTotals() {
  const { t } = useTranslation();
  const money = useMoney();
  const holding = usePositions({ status: 'holding' });
  const rows = holding.data?.pages.flatMap((page) => page.items) ?? [];
  const live = useLiveMarks(rows);
  const served = holding.data?.pages[0]?.totals;
  const totals = served
    ? liveTotals(
        served,
        rows.map((row) => ({ served: row, live: live(row) })),
      )
    : null;
  return (
    <section className={styles.totals} aria-labelledby="positions-totals" data-testid="positions-totals">
      <h2 className={styles.totalsTitle} id="positions-totals">
        {t('positions.totals')}
      </h2>
      <dl className={styles.totalsGrid}>
        <div>
          <dt>{t('positions.marketValue')}</dt>
          <dd data-testid="totals-market-value">{totals ? money.amount(totals.marketValue, 'JPY') : '—'}</dd>
        </div>
        <div>
          <dt>{t('positions.unrealizedPnl')}</dt>
          <dd data-tone={toneOf(totals?.unrealizedPnl)} data-testid="totals-pnl">
            {totals ? money.signed(totals.unrealizedPnl, 'JPY') : '—'}
          </dd>
        </div>
      </dl>
      <Link to={positionPaths.dayTrading} className={styles.totalsLink} data-testid="totals-day-trading">
        {t('positions.dayTrading')}
      </Link>
    </section>
  );
}
