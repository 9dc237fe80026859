/**
 * What a screen shows while its data or its code is on the way: a CSS spinner, no script weight.
 * Offline, nothing is on the way (React Query pauses the query until the device is back online),
 * so the screen says so instead of spinning; back online, the paused query runs and the screen loads.
 */
import { useOffline } from '../api/use-offline';
import { useTranslation } from './translation-context';

export function PageLoading() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (offline)
    return (
      <div className="kb-splash" role="status" data-testid="page-offline">
        <p className="kb-offline-state">{t('app.offlineNotLoaded')}</p>
      </div>
    );
  return (
    <div className="kb-splash" role="status" aria-label={t('app.loading')} data-testid="page-loading">
      <span className="kb-spinner" />
    </div>
  );
}
