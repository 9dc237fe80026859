/** One article or market note in a list: its kind, title, summary, source and time. */
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format-time';
import { useTranslation } from '../../ui/translation-context';
import type { NewsItem } from '../api/get-news-list';
import { newsPath } from '../../shared/paths/market-paths';
import styles from './news.module.css';

export function NewsListItem({ item, compact = false }: { item: NewsItem; compact?: boolean }) {
  const { t, language } = useTranslation();
  return (
    <Link to={newsPath(item.id)} className={styles.item} data-testid={`news-item-${item.id}`}>
      <span className={styles.kind} data-kind={item.kind}>
        {t(`news.kinds.${item.kind}`)}
      </span>
      <span className={styles.title}>{item.title}</span>
      {!compact && item.summary && <span className={styles.summary}>{item.summary}</span>}
      <span className={styles.meta}>
        {item.source} · {formatDateTime(item.publishedAt, language)}
      </span>
    </Link>
  );
}
