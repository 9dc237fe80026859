/** Market data did not load: say so in place and offer to try again. */
import { Button } from 'antd-mobile';
import { StatusView } from '../status-view';
import { useTranslation } from '../translation-context';
import styles from './parts.module.css';

interface Retryable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** The whole screen's data failed. */
export function LoadFailed({ query, testId = 'load-retry' }: { query: Retryable; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      tone="error"
      title={t('app.loadFailedTitle')}
      description={t('app.loadFailedBody')}
      action={{ label: t('app.retry'), onClick: () => void query.refetch(), loading: query.isFetching, testId }}
    />
  );
}

/** One section failed while the rest of the screen is fine: a line and a retry link. */
export function SectionFailed({ message, query, testId }: { message: string; query: Retryable; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.sectionFailed} role="alert" data-testid={testId}>
      <span>{message}</span>
      <Button size="mini" fill="none" color="primary" loading={query.isFetching} onClick={() => void query.refetch()}>
        {t('app.retry')}
      </Button>
    </div>
  );
}
