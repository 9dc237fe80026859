/**
 * The bar at the bottom of a stock: follow or unfollow it, and the trade buttons that open the
 * order form on the long or the short side (sign-in first for a visitor).
 */
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router';
import { useSignedInAccount } from '../../api/use-session';
import { returnHere } from '../../shared/paths/return-to';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useAddWatch } from '../api/add-watch';
import { useWatchlist } from '../api/get-watchlist';
import { useRemoveWatch } from '../api/remove-watch';
import { orderPath } from '../../shared/paths/market-paths';
import styles from './detail.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

export function DetailActions({ symbol, tradable }: { symbol: string; tradable: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={`kb-fixed-bottom ${styles.actions}`} data-testid="detail-actions">
      <div className={styles.actionRow}>
        <WatchButton symbol={symbol} />
        {tradable && (
          <>
            <Button className={styles.buy} onClick={() => void navigate(orderPath(symbol, 'long'))} data-testid="detail-buy">
              {t('market.detail.buy')}
            </Button>
            <Button className={styles.sell} onClick={() => void navigate(orderPath(symbol, 'short'))} data-testid="detail-sell">
              {t('market.detail.sell')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

function WatchButton({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const account = useSignedInAccount();
  const watchlist = useWatchlist();
  const addWatch = useAddWatch();
  const removeWatch = useRemoveWatch();
  const watched = watchlist.data?.some((row) => row.symbol === symbol) ?? false;
  const busy = addWatch.isPending || removeWatch.isPending || (account !== null && watchlist.isLoading);

  async function toggle() {
    if (account === null) {
      showToast(t('market.detail.signInToWatch'));
      return void navigate(identityPaths.signIn, { state: returnHere(location) });
    }
    if (watched) {
      if ((await removeWatch.mutateAsync(symbol)) !== false) showToast(t('market.detail.watchRemoved'));
    } else if ((await addWatch.mutateAsync(symbol)) !== false) {
      showToast(t('market.detail.watchAdded'));
    }
  }

  return (
    <button
      type="button"
      className={styles.watch}
      aria-pressed={watched}
      aria-label={watched ? t('market.detail.watchRemove') : t('market.detail.watchAdd')}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="detail-watch"
    >
      <span className={styles.star} aria-hidden="true">
        {watched ? '★' : '☆'}
      </span>
      <span>{t('tabs.favourites')}</span>
    </button>
  );
}
