/**
 * Search (`/home/search`): by code or by name in any of the three languages, as the member types
 * (after a short pause). Opening a result remembers the keyword on this device.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useHot } from '../api/get-hot';
import { useSearchStocks } from '../../shared/api/search-stocks';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { detailPath } from '../../shared/paths/market-paths';
import { SearchBox } from './search-box';
import { SearchHistory } from './search-history-list';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useSearchHistory } from './use-search-history';
import parts from '../../ui/market-parts/parts.module.css';
import styles from './search.module.css';

export const searchDelayMs = 300;

export function SearchPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), searchDelayMs);
  const search = useSearchStocks(keyword);
  const { history, remember, clear } = useSearchHistory();
  const results = search.data ?? [];

  return (
    <MarketScreen title={t('market.search.title')} backTo={null} testId="search-page">
      <SearchBox value={typed} onChange={setTyped} />
      {keyword === '' ? (
        <>
          <SearchHistory history={history} onPick={setTyped} onClear={clear} />
          <p className={styles.intro}>{t('market.search.intro')}</p>
          <SearchExample />
        </>
      ) : search.isError && !search.data ? (
        <LoadFailed query={search} />
      ) : !search.data ? (
        <PageLoading />
      ) : results.length === 0 ? (
        <StatusView
          tone="info"
          title={t('market.search.noResultsTitle', { keyword })}
          description={t('market.search.noResultsBody')}
          testId="search-empty"
        />
      ) : (
        <section aria-label={t('market.search.results')}>
          <ul className={parts.list} data-testid="search-results">
            {results.map((item) => (
              <li key={item.symbol}>
                <Link
                  to={detailPath(item.symbol)}
                  className={parts.row}
                  onClick={() => remember(keyword)}
                  data-testid={`search-result-${item.symbol}`}
                >
                  <span className={parts.rowName}>
                    <span className={parts.name}>{item.name}</span>
                    <span className={parts.code}>{item.symbol}</span>
                  </span>
                  {item.kind === 'index' && <span className={styles.kind}>{t('market.index')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </MarketScreen>
  );
}

/**
 * An example taken from the market itself, the most traded stock, so the hint's code always
 * finds something; nothing is shown until it is known.
 */
function SearchExample() {
  const { t } = useTranslation();
  const example = useHot('turnover', 1, { silent: true }).data?.[0];
  if (!example) return null;
  return (
    <p className={styles.intro} data-testid="search-example">
      {t('market.search.introExample', { code: example.symbol, name: example.name })}
    </p>
  );
}
