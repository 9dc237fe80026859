/** News (`/home/moreNews`): articles and market notes, newest first, more as the member scrolls. */
import { LoadMore } from '../../ui/load-more';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useNewsList } from '../api/get-news-list';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { NewsListItem } from './news-item';
import styles from './news.module.css';

export const newsPageSize = 20;

export function NewsListPage() {
  const { t } = useTranslation();
  const news = useNewsList(newsPageSize);
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <MarketScreen title={t('news.title')} testId="news-page" prices={false}>
      {news.isError && !news.data ? (
        <LoadFailed query={news} testId="news-retry" />
      ) : !news.data ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <StatusView tone="info" title={t('news.emptyTitle')} description={t('news.emptyBody')} testId="news-empty" />
      ) : (
        <>
          <ul className={styles.list} data-testid="news-list">
            {items.map((item) => (
              <li key={item.id}>
                <NewsListItem item={item} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={news.hasNextPage}
            loading={news.isFetchingNextPage}
            onLoadMore={() => void news.fetchNextPage()}
            testId="news-more"
          />
        </>
      )}
    </MarketScreen>
  );
}
