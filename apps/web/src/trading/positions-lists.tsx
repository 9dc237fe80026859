/** The lists under the positions tabs: positions of one status or product, and the pending orders. */
import { useNavigate } from 'react-router';
import { LoadMore } from '../ui/load-more';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { marketPaths } from '../shared/paths/market-paths';
import { useOrders } from './api/get-orders';
import { usePositions, type PositionsFilter } from '../shared/api/get-positions';
import { OrderRow } from './order-row';
import { PositionRow } from './position-row';
import { positionPaths, type OfferPositionsTab, type PositionsTab } from '../shared/paths/trading-paths';
import { marked, useLiveMarks } from './use-live-marks';
import styles from './positions.module.css';

/** The tabs that list positions; the others list orders or another feature's records. */
type ListTab = Exclude<PositionsTab, 'pending' | 'orders' | 'copy' | OfferPositionsTab>;

const filters: Record<ListTab, PositionsFilter> = {
  holding: { status: 'holding' },
  closed: { status: 'closed' },
  day: { product: 'day' },
};

export function PositionsList({ tab }: { tab: ListTab }) {
  const query = usePositions(filters[tab]);
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const live = useLiveMarks(rows);
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  if (rows.length === 0) return <EmptyTab tab={tab} />;
  return (
    <>
      <ul className={styles.list} data-testid={`positions-list-${tab}`}>
        {rows.map((position) => (
          <PositionRow key={position.id} position={marked(position, live(position))} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        testId="positions-more"
      />
    </>
  );
}

export function PendingOrders() {
  const query = useOrders({ status: 'pending' });
  // Stops waiting for their trigger are listed first: they hold money as pending orders do.
  const waiting = useOrders({ status: 'waiting' });
  const rows = [
    ...(waiting.data?.pages.flatMap((page) => page.items) ?? []),
    ...(query.data?.pages.flatMap((page) => page.items) ?? []),
  ];
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  if (rows.length === 0) return <EmptyTab tab="pending" />;
  return (
    <>
      <ul className={styles.list} data-testid="positions-list-pending">
        {rows.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        testId="orders-more"
      />
    </>
  );
}

/** What an empty tab means, and where to go to fill it. */
function EmptyTab({ tab }: { tab: ListTab | 'pending' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action =
    tab === 'day'
      ? { label: t('positions.toDayTrading'), onClick: () => void navigate(positionPaths.dayTrading), testId: 'empty-to-day' }
      : { label: t('positions.toMarket'), onClick: () => void navigate(marketPaths.list), testId: 'empty-to-market' };
  return (
    <StatusView
      tone="info"
      title={t(`positions.empty.${tab}`)}
      description={t(`positions.emptyBody.${tab}`)}
      action={action}
      testId={`positions-empty-${tab}`}
    />
  );
}
