/**
 * Order history: every order the member placed, newest first, with what became of it (filled,
 * pending, cancelled, expired, or refused when the market reached it), its price, size, the levels
 * it filled at, the fees the fill paid and its times. A cancelled order stays listed.
 */
import { Link } from 'react-router';
import { TriggerLines } from './conditional-lines';
import { isErrorCode, type TradeOrder } from '@kabuto/contracts';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { formatDateTime } from '../ui/format-time';
import { LoadMore } from '../ui/load-more';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { isZeroAmount } from '../ui/money';
import { useOrders } from './api/get-orders';
import { OrderBadges } from './order-badges';
import { positionPaths } from '../shared/paths/trading-paths';
import { showPrice } from '../ui/market-parts/trade-format';
import styles from './positions.module.css';

export function OrderHistory({ positionId }: { positionId?: number }) {
  const { t } = useTranslation();
  const query = useOrders(positionId === undefined ? {} : { positionId });
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  if (rows.length === 0)
    return (
      <StatusView
        tone="info"
        title={t('positions.history.empty')}
        description={t('positions.history.emptyBody')}
        testId="orders-empty"
      />
    );
  return (
    <>
      <ul className={styles.list} data-testid="order-history">
        {rows.map((order) => (
          <HistoryRow key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        testId="order-history-more"
      />
    </>
  );
}

function HistoryRow({ order }: { order: TradeOrder }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  return (
    <li className={styles.item} data-testid={`history-row-${order.id}`}>
      <div className={styles.line}>
        <span className={styles.name}>{order.name}</span>
        <span className={styles.code}>{order.orderNo}</span>
        <span className={`${styles.end} ${styles.badge}`} data-status={order.status} data-testid="history-status">
          {t(`positions.history.status.${order.status}`)}
        </span>
      </div>
      <OrderBadges order={order}>
        <span className={styles.badge}>{t(`order.types.${order.type}`)}</span>
      </OrderBadges>
      <dl className={styles.figures}>
        {/* A market order has no limit price: its type badge already says so, not a "limit: market" pair. */}
        {order.price && (
          <div data-testid="history-limit-price">
            <dt>{t('positions.history.limitPrice')}</dt>
            <dd>{showPrice(order.price)}</dd>
          </div>
        )}
        <div>
          <dt>{t('positions.history.fillPrice')}</dt>
          <dd data-testid="history-fill-price">{showPrice(order.fillPrice)}</dd>
        </div>
        <div>
          <dt>{t('positions.history.fee')}</dt>
          <dd data-testid="history-fee">{order.fee === null ? '—' : money.amount(order.fee, 'JPY')}</dd>
        </div>
      </dl>
      {order.fills.length > 0 && (
        <p className={styles.meta} data-testid="history-fills">
          {t('positions.history.fills')}:{' '}
          {order.fills
            .map((fill) =>
              t('positions.history.fillLine', { shares: fill.shares.toLocaleString('en-US'), price: showPrice(fill.price) }),
            )
            .join(' · ')}
          {order.stampDuty !== null && !isZeroAmount(order.stampDuty)
            ? ` · ${t('positions.history.stampDuty')} ${money.amount(order.stampDuty, 'JPY')}`
            : ''}
        </p>
      )}
      <TriggerLines order={order} />
      {order.refusal && (
        <p className={styles.meta} data-testid="history-refusal">
          {t('positions.history.refusal', {
            reason: isErrorCode(order.refusal) ? t(`errors.${order.refusal}`) : order.refusal,
          })}
        </p>
      )}
      <p className={styles.meta}>
        {t('positions.history.placed')} {formatDateTime(order.createdAt, language)}
        {order.endedAt && ` · ${t('positions.history.ended')} ${formatDateTime(order.endedAt, language)}`}
      </p>
      {order.positionId !== null && (
        <Link to={positionPaths.detail(order.positionId)} className={styles.meta} data-testid="history-position">
          {t('positions.history.position')}
        </Link>
      )}
    </li>
  );
}
