/**
 * One article (`/home/DetailsPage?id=`). A market note is written by the server from the
 * simulated market's own data, and says so above its text, so no one reads it as journalism.
 */
import { Link, useSearchParams } from 'react-router';
import { CallFailedError } from '../../api/api-error';
import { formatDateTime } from '../../ui/format-time';
import { PageLoading } from '../../ui/page-loading';
import { StatusView } from '../../ui/status-view';
import { useTranslation } from '../../ui/translation-context';
import { useNewsDetail } from '../api/get-news-detail';
import { LoadFailed } from '../../ui/market-parts/load-failed';
import { MarketScreen } from '../../ui/market-parts/market-screen';
import { detailPath, marketPaths } from '../../shared/paths/market-paths';
import styles from './news.module.css';

function readId(value: string | null): number | null {
  return value && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function NewsDetailPage() {
  const { t, language } = useTranslation();
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const article = useNewsDetail(id);
  const missing = id === null || (article.error instanceof CallFailedError && article.error.failure.status === 404);
  const item = article.data;

  return (
    <MarketScreen title={t('news.detailTitle')} backTo={marketPaths.news} testId="news-detail-page" prices={false}>
      {missing ? (
        <StatusView tone="warning" title={t('news.notFoundTitle')} description={t('news.notFoundBody')} testId="news-not-found" />
      ) : article.isError && !item ? (
        <LoadFailed query={article} />
      ) : !item ? (
        <PageLoading />
      ) : (
        <article className={styles.article}>
          <span className={styles.kind} data-kind={item.kind}>
            {t(`news.kinds.${item.kind}`)}
          </span>
          <h2 className={styles.articleTitle} data-testid="news-title">
            {item.title}
          </h2>
          <p className={styles.meta}>
            {t('news.source', { source: item.source })} · {formatDateTime(item.publishedAt, language)}
          </p>
          {item.kind === 'market_note' && (
            <p className={styles.autoNote} data-testid="news-auto-note">
              {t('news.autoNote')}
            </p>
          )}
          <div className={styles.body}>{item.body}</div>
          {item.symbols.length > 0 && (
            <section className={styles.related} aria-labelledby="news-related">
              <h3 id="news-related">{t('news.related')}</h3>
              <ul>
                {item.symbols.map((symbol) => (
                  <li key={symbol}>
                    <Link to={detailPath(symbol)}>{symbol}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </MarketScreen>
  );
}
