/** The three latest news items on the home screen; "more" opens the news list. */
import { useTranslation } from '../../ui/translation-context';
import { useNewsList } from '../api/get-news-list';
import { SectionFailed } from '../../ui/market-parts/load-failed';
import { NewsListItem } from '../news/news-item';
import newsStyles from '../news/news.module.css';
import parts from '../../ui/market-parts/parts.module.css';

export const homeNews = 3;

export function LatestNews() {
  const { t } = useTranslation();
  const news = useNewsList(homeNews);
  const items = news.data?.pages[0]?.items ?? [];
  if (news.isError && !news.data) return <SectionFailed message={t('news.unavailable')} query={news} testId="home-news-failed" />;
  if (!news.data)
    return (
      <div className={parts.loading}>
        <span className="kb-spinner" />
      </div>
    );
  if (items.length === 0) return <p className={parts.sectionFailed}>{t('news.emptyTitle')}</p>;
  return (
    <ul className={newsStyles.list} data-testid="home-news">
      {items.map((item) => (
        <li key={item.id}>
          <NewsListItem item={item} compact />
        </li>
      ))}
    </ul>
  );
}
