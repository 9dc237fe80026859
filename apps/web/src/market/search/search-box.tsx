/** The search field: a plain search input, so the phone shows its search key and clear button. */
import { useTranslation } from '../../ui/translation-context';
import styles from './search.module.css';

export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.box}>
      <input
        type="search"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('market.search.placeholder')}
        aria-label={t('market.search.label')}
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        autoFocus
        data-testid="search-input"
      />
    </div>
  );
}
