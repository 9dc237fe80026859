/** The indices on the home screen: level, change and change in percent, live, tap for the chart. */
import { Link } from 'react-router';
import { useTranslation } from '../../ui/translation-context';
import { useIndices } from '../api/get-indices';
import { useLiveQuotes } from '../../shared/live/use-live-quotes';
import { Toned } from '../../ui/market-parts/change-text';
import { SectionFailed } from '../../ui/market-parts/load-failed';
import { formatChange, formatPercent, formatPrice } from '../../ui/market-parts/quote-format';
import { detailPath } from '../../shared/paths/market-paths';
import styles from './home.module.css';

export function IndicesStrip() {
  const { t } = useTranslation();
  const indices = useIndices();
  const rows = useLiveQuotes(indices.data ?? [], 'indices');
  if (indices.isError && !indices.data) {
    return <SectionFailed message={t('market.loadFailed')} query={indices} testId="indices-failed" />;
  }
  return (
    <ul className={styles.indices} data-testid="indices">
      {(indices.data ? rows : [null, null]).map((quote, index) => (
        <li key={quote?.symbol ?? index}>
          {quote ? (
            <Link to={detailPath(quote.symbol)} className={styles.index} data-testid={`index-${quote.symbol}`}>
              <span className={styles.indexName}>{quote.name}</span>
              <Toned change={quote.change} testId="index-level">
                <span className={styles.indexLevel}>{formatPrice(quote.last ?? quote.prevClose, 2)}</span>
                <span className={styles.indexChange}>
                  {formatChange(quote.change, 2)} {formatPercent(quote.changePct)}
                </span>
              </Toned>
            </Link>
          ) : (
            <span className={styles.index} aria-hidden="true" />
          )}
        </li>
      ))}
    </ul>
  );
}
