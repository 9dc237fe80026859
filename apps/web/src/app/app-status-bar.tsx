/** The offline mark and the "new version" prompt, fixed at the top of the column over every screen. */
import { useEffect } from 'react';
import { useTranslation } from '../ui/translation-context';
import { registerServiceWorker, useOffline, useUpdateReady } from './app-status';

export function AppStatusBar() {
  const { t } = useTranslation();
  const offline = useOffline();
  const update = useUpdateReady();
  useEffect(() => {
    // After the first screen has been committed: the worker's download never competes with it.
    const timer = setTimeout(registerServiceWorker, 0);
    return () => clearTimeout(timer);
  }, []);
  if (!offline && !update) return null;
  return (
    <div className="kb-status-bar" role="status">
      {offline && <p data-testid="offline-mark">{t('app.offlineMark')}</p>}
      {update && (
        <p data-testid="update-ready">
          {t('app.updateReady')}{' '}
          <button type="button" onClick={() => void update()} data-testid="update-now">
            {t('app.updateNow')}
          </button>
        </p>
      )}
    </div>
  );
}
