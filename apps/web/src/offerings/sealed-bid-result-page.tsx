/**
 * A closed auction's result (`/common/auctionResult?id=`): the rule in words, the clearing price,
 * and the whole anonymised book in the rule's order, with my bids marked and a line under the
 * bid that set the price, so anyone can count down the list and find the same price.
 */
import { useSearchParams } from 'react-router';
import { parsePrice } from '@kabuto/domain';
import { formatDateTime, formatTime } from '../ui/format-time';
import { InfoList } from '../ui/info-list';
import { LoadFailed } from '../ui/market-parts/load-failed';
import { Page } from '../ui/page';
import { PageLoading } from '../ui/page-loading';
import { StatusView } from '../ui/status-view';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { offerPaths } from '../shared/paths/offering-paths';
import { useAuctionResult, useMyBids } from './api/offer-queries';
import styles from './offerings.module.css';

export function SealedBidResultPage() {
  const { t, language } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const auctionId = Number(params.get('id') ?? '0');
  const result = useAuctionResult(Number.isSafeInteger(auctionId) ? auctionId : 0);
  const mine = useMyBids();
  const myBidIds = new Set(mine.data?.pages.flatMap((page) => page.items.map((bid) => bid.id)) ?? []);

  const body = () => {
    if (result.isError && !result.data) return <LoadFailed query={result} />;
    if (!result.data) return <PageLoading />;
    const { clearingPrice, sharesOffered, bids } = result.data;
    const clearing = clearingPrice === null ? null : parsePrice(clearingPrice);
    // The bid at which the running total first reaches the offer: the line is drawn under it.
    let running = 0;
    const setterIndex = bids.findIndex((bid) => (running += bid.shares) >= sharesOffered);
    const shares = (count: number) => count.toLocaleString('en');
    return (
      <>
        <p className={styles.note} data-testid="auction-result-window">
          {t('offers.result.window', {
            symbol: result.data.symbol,
            opens: formatDateTime(result.data.opensAt, language),
            closes: formatDateTime(result.data.closesAt, language),
          })}
        </p>
        <InfoList
          testId="auction-result-summary"
          rows={[
            {
              key: 'clearing',
              label: t('offers.clearing'),
              value: clearingPrice ? money.amount(clearingPrice, 'JPY') : '—',
              strong: true,
            },
            { key: 'offered', label: t('offers.offered'), value: t('offers.sharesCount', { count: shares(sharesOffered) }) },
            { key: 'bids', label: t('offers.bids'), value: shares(bids.length) },
          ]}
        />
        <h2 className={styles.heading}>{t('offers.result.ruleTitle')}</h2>
        <p className={styles.note}>{t('offers.result.rule', { offered: shares(sharesOffered) })}</p>
        {bids.length === 0 ? (
          <StatusView tone="info" title={t('offers.result.noBids')} testId="auction-result-empty" />
        ) : (
          <>
            <h2 className={styles.heading}>{t('offers.result.book')}</h2>
            {clearingPrice && (
              <p className={styles.note}>{t('offers.result.myStanding', { price: money.amount(clearingPrice, 'JPY') })}</p>
            )}
            <div className={styles.card}>
              <table className={styles.book} data-testid="auction-book">
                <thead>
                  <tr>
                    <th>{t('offers.result.rank')}</th>
                    <th>{t('offers.result.colPrice')}</th>
                    <th>{t('offers.result.colShares')}</th>
                    <th>{t('offers.result.colRunning')}</th>
                    <th>{t('offers.result.colAllotted')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bids.map((bid, index) => {
                    const total = bids.slice(0, index + 1).reduce((sum, b) => sum + b.shares, 0);
                    const price = parsePrice(bid.price);
                    const side =
                      clearing === null || price === null ? 'at' : price > clearing ? 'above' : price < clearing ? 'below' : 'at';
                    const isMine = myBidIds.has(bid.bidId);
                    return (
                      <tr
                        key={bid.bidId}
                        data-mine={isMine}
                        data-side={side}
                        className={index === setterIndex ? styles.clearingRow : undefined}
                        data-testid={`auction-book-${bid.bidId}`}
                        title={formatTime(bid.placedAt, language)}
                      >
                        <td>
                          {index + 1}
                          {isMine && <span className={styles.mineTag}>{t('offers.result.mine')}</span>}
                        </td>
                        <td>{money.amount(bid.price, 'JPY')}</td>
                        <td>{shares(bid.shares)}</td>
                        <td data-testid={`auction-book-${bid.bidId}-running`}>{shares(total)}</td>
                        <td data-testid={`auction-book-${bid.bidId}-allotted`}>{shares(bid.allottedShares)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </>
    );
  };

  return (
    <Page
      title={result.data ? t('offers.result.titleOf', { name: result.data.name }) : t('offers.result.title')}
      backTo={offerPaths.auction}
      testId="auction-result-page"
    >
      {body()}
    </Page>
  );
}
