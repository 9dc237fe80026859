/**
 * The end of a long list: the next page loads by itself when this comes into view, and a button
 * does the same for anyone who prefers to tap (or whose browser cannot watch the scroll).
 */
import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from './translation-context';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  testId?: string;
}

export function LoadMore({ hasMore, loading, onLoadMore, testId = 'load-more' }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest handler, so the observer need not be rebuilt on each render.
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) {
    return (
      <p className={styles.end} data-testid={`${testId}-end`}>
        {t('common.noMore')}
      </p>
    );
  }
  return (
    <div ref={sentinel} className={styles.more}>
      <Button size="small" fill="none" color="primary" loading={loading} onClick={onLoadMore} data-testid={testId}>
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
