/** The offline mark and the "new version" prompt, fixed at the top of the column over every screen. */
import { useEffect } from 'react';
import { formatDateTime } from '../ui/format-time';
import { useTranslation } from '../ui/translation-context';
import { addInstallParts, useOffline, useUpdateReady } from './app-status';
import { useShownDataTime } from './shown-data-time';

/** How long after the app's first screen the manifest is linked and the service worker registered. */
const installPartsDelayMs = 3_000;

export function AppStatusBar() {
  const { t, language } = useTranslation();
  const offline = useOffline();
  const shownAt = useShownDataTime();
  const update = useUpdateReady();
  useEffect(() => {
    // Well after the first screen and its data: the manifest, its icon, the worker's code and its
    // precaching of the whole app never compete with what the member is waiting for.
    const timer = setTimeout(addInstallParts, installPartsDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!offline && !update) return null;
  return (
    <div className="kb-status-bar" role="status">
      {offline && (
        <p data-testid="offline-mark">
          {shownAt === null
            ? t('app.offlineMark')
            : t('app.offlineSince', { time: formatDateTime(new Date(shownAt).toISOString(), language) })}
        </p>
      )}
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
