/** A watchlist row: swipe it left to reveal remove, or, in edit mode, tap its remove button. */
import { SwipeAction } from 'antd-mobile';
import { useTranslation } from '../../ui/translation-context';
import type { Quote } from '../../shared/api/market-queries';
import { QuoteRow } from '../quote-row';
import styles from './watchlist.module.css';

export function WatchRow({ quote, editing, onRemove }: { quote: Quote; editing: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  if (editing) {
    return (
      <div className={styles.editRow}>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('market.watchlist.removeNamed', { name: quote.name })}
          data-testid={`watch-remove-${quote.symbol}`}
        >
          −
        </button>
        <div className={styles.editQuote}>
          <QuoteRow quote={quote} />
        </div>
      </div>
    );
  }
  return (
    <SwipeAction rightActions={[{ key: 'remove', text: t('market.watchlist.remove'), color: 'danger', onClick: onRemove }]}>
      <QuoteRow quote={quote} />
    </SwipeAction>
  );
}
