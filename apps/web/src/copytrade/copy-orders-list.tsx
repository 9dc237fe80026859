/**
 * My copies' orders, newest first: each strategy trade as a copy took it (its shares and price),
 * or why the copy skipped it. Its own component, so the positions screen's "copy orders" tab can
 * show it too.
 */
import type { ReplyOf, copyMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { LoadMore } from '../ui/load-more';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useCopyOrders } from './api/copy-queries';
import styles from './copy.module.css';

type CopyOrder = ReplyOf<typeof copyMemberApi.copyOrders>['items'][number];

export function CopyOrdersList({ copyId }: { copyId?: number }) {
  const { t } = useTranslation();
  const orders = useCopyOrders(copyId);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  if (orders.isError && !orders.data) return <LoadFailed query={orders} />;
  if (!orders.data) return <PageLoading />;
  if (items.length === 0) {
    return (
      <StatusView tone="info" title={t('copy.ordersEmpty')} description={t('copy.ordersEmptyBody')} testId="copy-orders-empty" />
    );
  }
  return (
    <>
      <ul className={styles.cards} data-testid="copy-orders">
        {items.map((order) => (
          <CopyOrderItem key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore
        hasMore={orders.hasNextPage}
        loading={orders.isFetchingNextPage}
        onLoadMore={() => void orders.fetchNextPage()}
        testId="copy-orders-more"
      />
    </>
  );
}

function CopyOrderItem({ order }: { order: CopyOrder }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const side = order.side === 'buy' ? t('copy.buy') : t('copy.sell');
  return (
    <li className={styles.card} data-testid={`copy-order-${order.id}`}>
      <div className={styles.cardHead}>
        <span className={styles.name}>
          {order.name} <span className={styles.muted}>{order.symbol}</span>
        </span>
        <span className={styles.muted}>{order.strategyName}</span>
      </div>
      {order.skipReason ? (
        <div className={styles.skip} data-testid="copy-order-skip">
          {side} · {t('copy.skipped')}: {t(`copy.skipReason.${order.skipReason}`)}
        </div>
      ) : (
        <div data-testid="copy-order-fill">
          {t('copy.orderLine', { side, shares: order.shares ?? 0, price: money.amount(order.price ?? '0', 'JPY') })}
        </div>
      )}
      <div className={styles.line}>
        <span className={styles.muted} data-testid="copy-order-strategy-shares">
          {order.strategyShares === null
            ? t('copy.strategySharesNone')
            : t('copy.strategyShares', { shares: order.strategyShares })}
        </span>
        <span className={styles.muted}>{formatDateTime(order.at, language)}</span>
      </div>
    </li>
  );
}
