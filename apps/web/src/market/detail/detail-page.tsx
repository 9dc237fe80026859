/**
 * One stock (`/market/marketDetail?symbol=`): the price and its limits, the chart, the five-level
 * book and the day's figures, all live; a link to the stock's price alerts; the watchlist and trade buttons.
 */
import { Link, useSearchParams } from 'react-router';
import { LineIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useQuote } from '../../shared/api/get-quote';
import { CallFailedError } from '../../api/api-error';
import { ChartPanel } from '../chart/chart-panel';
import { useLiveDepth } from '../../shared/live/use-live-depth';
import { useLiveQuote } from '../../shared/live/use-live-quotes';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { priceDecimals } from '../../ui/market-parts/quote-format';
import { alertsPath } from '../../shared/paths/market-paths';
import { DepthBook } from './depth-book';
import { DetailActions } from './detail-actions';
import { IndicativeOpenPanel } from './indicative-open';
import { detailView } from './pre-open';
import { PriceHeader } from './price-header';
import { QuoteStats } from './quote-stats';
import styles from './detail.module.css';

export function DetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const symbol = (params.get('symbol') ?? '').trim();
  const query = useQuote(symbol);
  const quote = useLiveQuote(query.data);
  const depth = useLiveDepth(query.data);
  const view = quote ? detailView(quote) : null;
  const missing = symbol === '' || (query.error instanceof CallFailedError && query.error.failure.status === 404);

  return (
    <MarketScreen title={quote?.name ?? t('market.detail.title')} backTo="/market/market" testId="detail-page">
      {missing ? (
        <StatusView
          tone="warning"
          title={t('market.detail.notFoundTitle')}
          description={t('market.detail.notFoundBody', { symbol })}
          testId="detail-not-found"
        />
      ) : query.isError && !quote ? (
        <LoadFailed query={query} />
      ) : !quote ? (
        <PageLoading />
      ) : (
        <div className={styles.detail}>
          <PriceHeader quote={quote} decimals={priceDecimals(quote.kind, quote.tickSize)} />
          {view?.kind === 'preOpen' && (
            <IndicativeOpenPanel indicative={view.indicative} decimals={priceDecimals(quote.kind, quote.tickSize)} />
          )}
          <QuoteStats quote={quote} decimals={priceDecimals(quote.kind, quote.tickSize)} />
          {quote.kind === 'stock' && (
            <Link className={styles.alertLink} to={alertsPath(quote.symbol)} data-testid="detail-alert">
              <LineIcon className={styles.alertIcon}>
                <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
                <path d="M10 20a2 2 0 0 0 4 0" />
              </LineIcon>
              <span>{t('market.alerts.open')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          )}
          <ChartPanel
            symbol={quote.symbol}
            name={quote.name}
            precision={priceDecimals(quote.kind, quote.tickSize)}
            hasVolume={quote.kind === 'stock'}
            change={quote.change}
          />
          {quote.kind === 'stock' && depth && view?.kind !== 'preOpen' && (
            <DepthBook depth={depth} prevClose={quote.prevClose} decimals={priceDecimals(quote.kind, quote.tickSize)} />
          )}
          <DetailActions symbol={quote.symbol} tradable={quote.kind === 'stock'} />
        </div>
      )}
    </MarketScreen>
  );
}
