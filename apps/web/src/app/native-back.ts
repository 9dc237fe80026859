/** The native wrapper's hardware back button; in a browser there is none and nothing is installed. */
import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { createBackPressTracker } from './back-press';

/** Screens where back does not go back: leaving them means leaving the app. */
export const rootPaths: readonly string[] = ['/home/index', '/login/start'];

export interface BackButtonHandlers {
  currentPath: () => string;
  goBack: () => void;
  warn: () => void;
}

export function installNativeBackButton(handlers: BackButtonHandlers): () => void {
  if (!Capacitor.isNativePlatform()) return () => undefined;
  const tracker = createBackPressTracker();
  const listener = App.addListener('backButton', ({ canGoBack }) => {
    const atRoot = rootPaths.includes(handlers.currentPath()) || !canGoBack;
    const action = tracker.press(atRoot, Date.now());
    if (action === 'back') handlers.goBack();
    else if (action === 'warn') handlers.warn();
    else void App.exitApp();
  });
  return () => void listener.then((handle) => handle.remove());
}
