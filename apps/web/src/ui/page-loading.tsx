/** What a screen shows while its data or its code is on the way: a CSS spinner, no script weight. */
import { useTranslation } from './translation-context';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="kb-splash" role="status" aria-label={t('app.loading')} data-testid="page-loading">
      <span className="kb-spinner" />
    </div>
  );
}
