/** Wires the native wrapper's back button to the router; in a browser it loads and does nothing. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';

/** The native shell injects its bridge before the page runs, so a browser never loads Capacitor. */
function inNativeShell(): boolean {
  const bridge: unknown = Reflect.get(window, 'Capacitor');
  return typeof bridge === 'object' && bridge !== null;
}

export function useNativeBackButton(): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (!inNativeShell()) return;
    let uninstall: () => void = () => undefined;
    let cancelled = false;
    void import('./native-back').then(({ installNativeBackButton }) => {
      if (cancelled) return;
      uninstall = installNativeBackButton({
        // Read at each press, so the handler never holds a stale path.
        currentPath: () => window.location.hash.replace(/^#/, '').split('?')[0] || '/',
        goBack: () => void navigate(-1),
        warn: () => showToast(t('app.pressAgainToExit')),
      });
    });
    return () => {
      cancelled = true;
      uninstall();
    };
  }, [navigate, t]);
}
