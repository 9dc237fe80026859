/**
 * The watchlist (`/market/marketFav`, signed in): the stocks the member follows, live. A row is
 * removed by swiping it left, or in edit mode by its remove button; an empty list leads to search.
 */
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useWatchlist } from '../api/get-watchlist';
import { useRemoveWatch } from '../api/remove-watch';
import { useLiveQuotes } from '../../shared/live/use-live-quotes';
import { useVisibleSymbols } from '../live/use-visible-symbols';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { marketPaths } from '../../shared/paths/market-paths';
import { WatchRow } from './watch-row';
import parts from '../../ui/market-parts/parts.module.css';
import styles from './watchlist.module.css';

export function WatchlistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const watchlist = useWatchlist();
  const removeWatch = useRemoveWatch();
  const listElement = useRef<HTMLUListElement>(null);
  const rows = useLiveQuotes(watchlist.data ?? [], 'quotes', useVisibleSymbols(listElement, watchlist.data ?? []));
  const [editing, setEditing] = useState(false);

  async function remove(symbol: string) {
    if ((await removeWatch.mutateAsync(symbol)) !== false) showToast(t('market.watchlist.removed'));
  }

  return (
    <MarketScreen title={t('market.watchlist.title')} backTo={null} testId="watchlist-page">
      {watchlist.isError && !watchlist.data ? (
        <LoadFailed query={watchlist} />
      ) : !watchlist.data ? (
        <PageLoading />
      ) : rows.length === 0 ? (
        <StatusView
          tone="info"
          title={t('market.watchlist.emptyTitle')}
          description={t('market.watchlist.emptyBody')}
          action={{
            label: t('market.watchlist.toSearch'),
            onClick: () => void navigate(marketPaths.search),
            testId: 'watchlist-to-search',
          }}
          testId="watchlist-empty"
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <span className={styles.hint}>{t('market.watchlist.swipeHint')}</span>
            <Button size="small" fill="none" color="primary" onClick={() => setEditing(!editing)} data-testid="watchlist-edit">
              {editing ? t('market.watchlist.done') : t('market.watchlist.edit')}
            </Button>
          </div>
          <ul ref={listElement} className={parts.list} data-testid="watchlist">
            {rows.map((quote) => (
              <li key={quote.symbol} data-symbol={quote.symbol}>
                <WatchRow quote={quote} editing={editing} onRemove={() => void remove(quote.symbol)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </MarketScreen>
  );
}
