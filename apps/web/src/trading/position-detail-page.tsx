/**
 * One position (`/position/positionDetail?id=`): its P&L, live while it is held, every field, its
 * fills and ledger entries, and the actions: close at market and add margin.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CallFailedError } from '../api/api-error';
import { Toned } from '../ui/market-parts/change-text';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { MarketScreen } from '../ui/market-parts/market-screen';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { usePosition, type PositionDetail } from './api/get-position';
import { PositionActions } from './position-actions';
import { PositionTaxLines } from '../shared/tax/position-tax-lines';
import { PositionExits } from './exits-section';
import { PositionInfo } from './position-info';
import { PositionEntries, PositionFills } from './position-ledger';
import { positionPaths } from '../shared/paths/trading-paths';
import { showPercent } from '../ui/market-parts/trade-format';
import { marked, useLiveMarks } from './use-live-marks';
import styles from './positions.module.css';

export function PositionDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const idText = params.get('id') ?? '';
  const id = /^\d{1,15}$/.test(idText) && Number(idText) > 0 ? Number(idText) : null;
  const query = usePosition(id);
  const missing = id === null || (query.error instanceof CallFailedError && query.error.failure.status === 404);
  return (
    <MarketScreen
      title={query.data?.name ?? t('positionDetail.title')}
      backTo={positionPaths.list()}
      testId="position-detail-page"
    >
      {missing ? (
        <StatusView
          tone="warning"
          title={t('positionDetail.notFoundTitle')}
          description={t('positionDetail.notFoundBody')}
          testId="position-not-found"
        />
      ) : query.isError && !query.data ? (
        <LoadFailed query={query} />
      ) : !query.data ? (
        <PageLoading />
      ) : (
        <PositionView served={query.data} />
      )}
    </MarketScreen>
  );
}

function PositionView({ served }: { served: PositionDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const live = useLiveMarks([served]);
  const position = marked(served, live(served));
  // Read once per render: whether the lock has passed is re-judged whenever the position refreshes.
  const [now] = useState(() => new Date());
  const closed = position.status === 'closed';
  return (
    <div className={styles.detail} data-testid="position-detail" data-status={position.status}>
      <section className={styles.detailHead} aria-label={t('positions.pnl')}>
        <div className={styles.line}>
          <span className={styles.badge} data-side={position.direction}>
            {t(`positions.directions.${position.direction}`)}
          </span>
          <span className={styles.code}>{position.symbol}</span>
          <span className={styles.meta}>{closed ? t('positionDetail.fields.realizedPnl') : t('positionDetail.fields.pnl')}</span>
        </div>
        <p className={styles.bigPnl}>
          <Toned change={position.pnl} testId="position-detail-pnl">
            {money.signed(position.pnl, 'JPY')}
          </Toned>{' '}
          <Toned change={position.pnlPct}>
            <span className={styles.pct}>{showPercent(position.pnlPct)}</span>
          </Toned>
        </p>
      </section>
      <PositionTaxLines position={position} className={styles.meta} />
      <PositionActions position={position} now={now} />
      {/* A stock not yet listed (an IPO's allotment) has no quote and no exits to set. */}
      {!position.listingAt && <PositionExits position={position} />}
      <PositionInfo position={position} />
      <Link to={positionPaths.orders(position.id)} className={styles.ordersLink} data-testid="position-orders">
        {t('positionDetail.toOrders')} ({position.orderNo})
      </Link>
      <PositionFills fills={position.fills} />
      <PositionEntries entries={position.entries} />
    </div>
  );
}
