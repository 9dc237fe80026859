/** A search for the stock to day-trade: code or name in any language, stocks only. */
import { useState } from 'react';
import { useSearchStocks } from '../../shared/api/search-stocks';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { useTranslation } from '../../ui/translation-context';
import styles from './day-trading.module.css';

const searchDelayMs = 300;

export function StockPicker({ onPick }: { onPick: (symbol: string) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), searchDelayMs);
  const search = useSearchStocks(keyword);
  const stocks = (search.data ?? []).filter((item) => item.kind === 'stock');
  return (
    <section aria-labelledby="day-choose">
      <h2 className={styles.title} id="day-choose">
        {t('dayTrading.choose')}
      </h2>
      <input
        type="search"
        className={styles.search}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={t('market.search.placeholder')}
        aria-label={t('dayTrading.searchLabel')}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        data-testid="day-search"
      />
      {keyword !== '' && search.data && stocks.length === 0 && (
        <p className={styles.note} data-testid="day-search-empty">
          {t('market.search.noResultsTitle', { keyword })}
        </p>
      )}
      {stocks.length > 0 && (
        <ul className={styles.results} data-testid="day-search-results">
          {stocks.map((item) => (
            <li key={item.symbol}>
              <button
                type="button"
                className={styles.result}
                onClick={() => onPick(item.symbol)}
                data-testid={`day-pick-${item.symbol}`}
              >
                <span>{item.name}</span>
                <span className={styles.code}>{item.symbol}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
