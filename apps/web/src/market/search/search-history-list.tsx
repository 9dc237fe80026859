/** Recent searches as chips; clearing them asks first, since they cannot be brought back. */
import { Button } from 'antd-mobile';
import { confirm } from '../../ui/confirm';
import { useTranslation } from '../../ui/translation-context';
import styles from './search.module.css';

export interface SearchHistoryProps {
  history: readonly string[];
  onPick: (keyword: string) => void;
  onClear: () => void;
}

export function SearchHistory({ history, onPick, onClear }: SearchHistoryProps) {
  const { t } = useTranslation();
  if (history.length === 0) return null;

  async function askToClear() {
    const confirmed = await confirm({
      title: t('market.search.clearTitle'),
      content: t('market.search.clearBody'),
      confirmText: t('market.search.clearConfirm'),
      cancelText: t('market.search.cancel'),
      testId: 'search-clear',
      danger: true,
    });
    if (confirmed) onClear();
  }

  return (
    <section className={styles.history} aria-labelledby="search-history-title" data-testid="search-history">
      <div className={styles.historyHead}>
        <h2 className={styles.historyTitle} id="search-history-title">
          {t('market.search.recent')}
        </h2>
        <Button size="mini" fill="none" color="primary" onClick={() => void askToClear()} data-testid="search-history-clear">
          {t('market.search.clear')}
        </Button>
      </div>
      <ul className={styles.chips}>
        {history.map((keyword) => (
          <li key={keyword}>
            <button type="button" className={styles.chip} onClick={() => onPick(keyword)} data-testid="search-history-item">
              {keyword}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
