/**
 * My auction bids in every state, newest first: the price and shares bid and held, and after the
 * close what was won at the clearing price, with a link to the published book. Shown on the
 * auction screen and under the positions screen's auction tab.
 */
import { Link } from 'react-router';
import type { ReplyOf, placementsMemberApi } from '@kabuto/contracts';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadMore } from '../ui/load-more';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { offerPaths } from '../shared/paths/offering-paths';
import { positionPaths } from '../shared/paths/trading-paths';
import { useMyBids } from './api/offer-queries';
import styles from './offerings.module.css';

type Bid = ReplyOf<typeof placementsMemberApi.auctionBids>['items'][number];

export function BidsList() {
  const { t } = useTranslation();
  const query = useMyBids();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  if (items.length === 0) {
    return (
      <StatusView
        tone="info"
        title={t('offers.empty.bids')}
        description={t('offers.empty.bidsBody')}
        testId="auction-bids-empty"
      />
    );
  }
  return (
    <>
      <ul className={styles.list} data-testid="auction-bids">
        {items.map((bid) => (
          <BidItem key={bid.id} bid={bid} />
        ))}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        testId="auction-bids-more"
      />
    </>
  );
}

function BidItem({ bid }: { bid: Bid }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const shares = (count: number) => t('offers.sharesCount', { count: count.toLocaleString('en') });
  const rows = [
    { key: 'price', label: t('offers.bidPriceLabel'), value: money.amount(bid.price, 'JPY') },
    { key: 'shares', label: t('offers.shares'), value: shares(bid.shares) },
    ...(bid.status === 'open'
      ? [{ key: 'held', label: t('offers.held'), value: money.amount(bid.held, 'JPY'), strong: true }]
      : [
          ...(bid.clearingPrice
            ? [{ key: 'clearing', label: t('offers.clearing'), value: money.amount(bid.clearingPrice, 'JPY') }]
            : []),
          { key: 'allotted', label: t('offers.allotted'), value: shares(bid.allottedShares), strong: true },
          { key: 'paid', label: t('offers.paid'), value: money.amount(bid.paid, 'JPY') },
        ]),
    { key: 'placed', label: t('offers.placedAt'), value: formatDateTime(bid.placedAt, language) },
  ];
  return (
    <li className={styles.card} data-testid={`auction-bid-${bid.id}`}>
      <div className={styles.head}>
        <span className={styles.name}>
          {bid.name}
          <span className={styles.symbol}>{bid.symbol}</span>
        </span>
        <span className={styles.status} data-status={bid.status} data-testid="bid-status">
          {t(`offers.bidStatus.${bid.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`auction-bid-${bid.id}-figures`} />
      <div className={styles.actions}>
        {bid.status !== 'open' && (
          <Link className={styles.link} to={offerPaths.auctionResult(bid.auctionId)} data-testid={`auction-bid-${bid.id}-result`}>
            {t('offers.seeResult')}
          </Link>
        )}
        {bid.positionId !== null && (
          <Link className={styles.link} to={positionPaths.detail(bid.positionId)} data-testid={`auction-bid-${bid.id}-position`}>
            {t('offers.viewPosition')}
          </Link>
        )}
      </div>
    </li>
  );
}
