/** A screen's data did not load: say so and offer to try again. */
import { StatusView } from './status-view';
import { useTranslation } from './translation-context';

export function LoadFailed({ query, testId }: { query: { refetch: () => unknown; isFetching: boolean }; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusView
      tone="error"
      title={t('app.loadFailedTitle')}
      description={t('app.loadFailedBody')}
      action={{
        label: t('app.retry'),
        onClick: () => void query.refetch(),
        loading: query.isFetching,
        testId: testId ?? 'load-retry',
      }}
    />
  );
}
