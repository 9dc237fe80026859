/**
 * Auctions (`/common/dividend3`): the uniform-price rule, each auction with its terms, a bid sheet
 * while it is open and its clearing price and published book once closed, and my bids under a
 * second tab.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { formatDateTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { TabStrip } from '../ui/market-parts/tab-strip';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { offerPaths, type OffersTab } from '../shared/paths/offering-paths';
import { useAuctionBid } from './api/offer-calls';
import { useAuctions } from './api/offer-queries';
import { BidSheet, type Auction } from './bid-sheet';
import { KindSwitch } from './kind-switch';
import { BidsList } from './my-bids';
import styles from './offerings.module.css';

export function SealedBidAuctionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: OffersTab = params.get('tab') === 'mine' ? 'mine' : 'products';
  return (
    <Page title={t('offers.titles.auction')} backTo="/home/index" testId="auction-page">
      <KindSwitch current="auction" />
      <TabStrip
        label={t('offers.tabsLabel')}
        choices={[
          { value: 'products', label: t('offers.tabs.products') },
          { value: 'mine', label: t('offers.tabs.bids') },
        ]}
        value={tab}
        onChange={(next) => setParams(next === 'products' ? {} : { tab: next }, { replace: true })}
        testId="auction-tab"
      />
      {tab === 'mine' ? <BidsList /> : <Auctions />}
    </Page>
  );
}

function Auctions() {
  const { t } = useTranslation();
  const query = useAuctions();
  // The money call lives here, above the sheet, so the key of an intent outlives it.
  const bid = useAuctionBid();
  const [bidding, setBidding] = useState<Auction | null>(null);
  if (query.isError && !query.data) return <LoadFailed query={query} />;
  if (!query.data) return <PageLoading />;
  return (
    <>
      <p className={styles.intro}>{t('offers.intro.auction')}</p>
      {query.data.length === 0 ? (
        <StatusView
          tone="info"
          title={t('offers.empty.products')}
          description={t('offers.empty.productsBody')}
          testId="auction-empty"
        />
      ) : (
        <ul className={styles.list} data-testid="auction-products">
          {query.data.map((auction) => (
            <AuctionCard key={auction.id} auction={auction} onBid={() => setBidding(auction)} />
          ))}
        </ul>
      )}
      {bidding && <BidSheet auction={bidding} call={bid} onClose={() => setBidding(null)} />}
    </>
  );
}

function AuctionCard({ auction, onBid }: { auction: Auction; onBid: () => void }) {
  const { t, language } = useTranslation();
  const money = useMoney();
  const rows = [
    ...(auction.clearingPrice
      ? [{ key: 'clearing', label: t('offers.clearing'), value: money.amount(auction.clearingPrice, 'JPY'), strong: true }]
      : []),
    {
      key: 'min',
      label: t('offers.minBid'),
      value: money.amount(auction.minBidPrice, 'JPY'),
      strong: auction.clearingPrice === null,
    },
    { key: 'tick', label: t('offers.tick'), value: money.amount(auction.tickSize, 'JPY') },
    {
      key: 'offered',
      label: t('offers.offered'),
      value: t('offers.sharesCount', { count: auction.sharesOffered.toLocaleString('en') }),
    },
    { key: 'bids', label: t('offers.bids'), value: auction.bids.toLocaleString('en') },
    {
      key: 'window',
      label: t('offers.window'),
      value: t('offers.windowValue', {
        from: formatDateTime(auction.opensAt, language),
        to: formatDateTime(auction.closesAt, language),
      }),
    },
    {
      key: 'lockup',
      label: t('offers.lockup'),
      value: auction.lockupUntil ? formatDateTime(auction.lockupUntil, language) : t('offers.noLockup'),
    },
  ];
  return (
    <li className={styles.card} data-testid={`auction-${auction.id}`}>
      <div className={styles.head}>
        <span className={styles.name}>
          {auction.name}
          <span className={styles.symbol}>{auction.symbol}</span>
        </span>
        <span className={styles.status} data-status={auction.status} data-testid="offer-status">
          {t(`offers.status.${auction.status}`)}
        </span>
      </div>
      <InfoList rows={rows} testId={`auction-${auction.id}-terms`} />
      {auction.status === 'open' && (
        <div className={styles.actions}>
          <Button color="primary" onClick={onBid} data-testid={`auction-bid-${auction.id}`}>
            {t('offers.bid')}
          </Button>
        </div>
      )}
      {auction.status === 'closed' && (
        <Link className={styles.link} to={offerPaths.auctionResult(auction.id)} data-testid={`auction-result-${auction.id}`}>
          {t('offers.seeResult')}
        </Link>
      )}
    </li>
  );
}
