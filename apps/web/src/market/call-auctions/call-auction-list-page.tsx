/**
 * Pre-market (`/market/preMarket`) and after-market (`/market/afterMarket`): each stock's opening
 * auction (its indicative price while the pre-open book takes orders) or its last closing auction,
 * biggest moves against the previous close first, under the auction's date and time in Japan time.
 */
import { Link } from 'react-router';
import type { AuctionListItem } from '@kabuto/contracts';
import { formatCompact, formatJapanDateTime } from '@kabuto/i18n';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { ChangePill, Toned } from '../../ui/market-parts/change-text';
import { formatPercent, formatPrice } from '../../ui/market-parts/quote-format';
import { detailPath } from '../../shared/paths/market-paths';
import parts from '../../ui/market-parts/parts.module.css';
import { useCallAuctionList, type CallAuctionListKind } from '../api/get-call-auction-list';
import styles from './call-auction-list.module.css';

export const callAuctionListSize = 50;

export function PreMarketPage() {
  return <AuctionListPage kind="preMarket" />;
}

export function AfterMarketPage() {
  return <AuctionListPage kind="afterMarket" />;
}

function AuctionListPage({ kind }: { kind: CallAuctionListKind }) {
  const { t, language } = useTranslation();
  const list = useCallAuctionList(kind, callAuctionListSize);
  const rows = list.data ?? [];
  const first = rows[0];
  return (
    <MarketScreen title={t(`market.auctions.${kind}.title`)} testId={`${kind}-page`}>
      {list.isError && !list.data ? (
        <LoadFailed query={list} />
      ) : !list.data ? (
        <PageLoading />
      ) : !first ? (
        <StatusView
          tone="info"
          title={t(`market.auctions.${kind}.emptyTitle`)}
          description={t(`market.auctions.${kind}.emptyBody`)}
          testId={`${kind}-empty`}
        />
      ) : (
        <>
          <div className={styles.session} data-testid={`${kind}-session`} data-kind={first.session.kind}>
            <strong>
              {t(`market.auctions.sessions.${first.session.kind}`, {
                time: formatJapanDateTime(first.session.time, language),
              })}
            </strong>
            <span>{t(`market.auctions.notes.${first.session.kind}`)}</span>
          </div>
          <ol className={parts.list} data-testid={`${kind}-list`}>
            {rows.map((row) => (
              <li key={row.symbol} data-symbol={row.symbol}>
                <AuctionRow row={row} />
              </li>
            ))}
          </ol>
        </>
      )}
    </MarketScreen>
  );
}

function AuctionRow({ row }: { row: AuctionListItem }) {
  const { t, language } = useTranslation();
  const volumeKey = row.session.kind === 'indicative' ? 'indicatedVolume' : 'volume';
  return (
    <Link to={detailPath(row.symbol)} className={parts.row} data-testid={`auction-row-${row.symbol}`}>
      <span className={parts.rowName}>
        <span className={parts.name}>{row.name}</span>
        <span className={parts.code}>{row.symbol}</span>
      </span>
      <span className={parts.rowPrice}>
        <Toned change={row.changePct} testId="auction-price">
          {formatPrice(row.price)}
        </Toned>
        <span className={parts.extra} data-testid="auction-volume">
          {t(`market.auctions.${volumeKey}`, { volume: formatCompact(String(row.volume), language) })}
        </span>
      </span>
      <ChangePill change={row.changePct} testId="auction-change">
        {formatPercent(row.changePct)}
      </ChangePill>
    </Link>
  );
}
