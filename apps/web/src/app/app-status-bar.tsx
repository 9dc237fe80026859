/** The offline mark and the "new version" prompt, fixed at the top of the column over every screen. */
import { useEffect } from 'react';
import { useTranslation } from '../ui/translation-context';
import { registerServiceWorker, useOffline, useUpdateReady } from './app-status';

/** How long after the app's first screen the service worker is registered. */
const registerDelayMs = 3_000;

export function AppStatusBar() {
  const { t } = useTranslation();
  const offline = useOffline();
  const update = useUpdateReady();
  useEffect(() => {
    // Well after the first screen and its data: the worker's code and its precaching of the
    // whole app never compete with what the member is waiting for.
    const timer = setTimeout(registerServiceWorker, registerDelayMs);
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
