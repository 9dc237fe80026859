/**
 * Start-up, in order: pick the language, size the layout, ask for the settings, then mount.
 * Everything the screens share (one API client, one router, the translations) is made here once.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { accountMemberApi, isErrorCode, type Endpoint } from '@kabuto/contracts';
import type { Language } from '@kabuto/i18n';
import { createApiClient, type ApiClient } from '../api/api-client';
import { sendEarly } from '../api/early-replies';
import { fetchConfig } from '../api/get-config';
import { readSession } from '../api/session';
import { browserStore, storageKeys, type KeyValueStore } from '../api/storage';
import { showToast } from '../ui/toast';
import { showRestriction, supportRestrictionCodes } from '../ui/restriction-dialog';
import { AppRoot } from './app-root';
import { createAppTranslations, errorText } from './i18n';
import { addressWithoutLanguage, htmlLanguage, resolveLanguage } from './language';
import { addressKey } from './route-chains';
import { createAppRouter } from './app-router';
import { watchRootFontSize } from './root-font-size';
import { toneVariables } from '../ui/market-parts/price-tone';
import './global.css';
import { supportPath } from '../shared/paths/app-paths';
import { identityPaths } from '../shared/paths/identity-paths';

function startLanguage(store: KeyValueStore): Language {
  const choice = resolveLanguage(window.location, store.getItem(storageKeys.language));
  if (choice.fromAddress) {
    store.setItem(storageKeys.language, choice.language);
    window.history.replaceState(window.history.state, '', addressWithoutLanguage(window.location.href));
  }
  return choice.language;
}

/** The page's language, and its rise and fall colours (`--kb-up`, `--kb-down`, `--kb-flat`) for every screen. */
function showLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = htmlLanguage(language);
  for (const [property, colour] of Object.entries(toneVariables(language))) root.style.setProperty(property, colour);
}

/**
 * The calls a first screen makes as soon as it shows, by address: sent with the settings, so their
 * replies are here when the screen's code is (`early-replies`). Home's asset summary reads `/user/info`.
 */
const firstScreenCalls: Readonly<Record<string, readonly Endpoint[]>> = { 'home/index': [accountMemberApi.info] };

function sendFirstScreenCalls(client: ApiClient, store: KeyValueStore, pathname: string): void {
  const account = readSession(store)?.account;
  // Signed out there is nothing to ask; offline the screen shows the figures kept for it.
  if (!account || !navigator.onLine) return;
  for (const endpoint of firstScreenCalls[addressKey(pathname)] ?? []) sendEarly(client, endpoint, account);
}

export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const store = browserStore();
  const language = startLanguage(store);
  const translations = createAppTranslations(language);
  // The catalog downloads while the settings are asked for; neither waits for the other.
  const translationsReady = translations.init();
  showLanguage(language);
  watchRootFontSize(window);

  const router = createAppRouter(translations);
  const client = createApiClient({
    baseUrl: `${window.location.origin}/api/vue/`,
    store,
    language: () => translations.current().language,
    translateError: (code, params) => errorText(translations, code, params),
    isErrorCode,
    notify: (message) => showToast(message),
    isOffline: () => !navigator.onLine,
    showsFailure: (failure) => {
      if (!supportRestrictionCodes.has(failure.code)) return false;
      const label = (key: string) => translations.text(key) ?? key;
      showRestriction(
        failure.message,
        { contact: label('nav.customerService'), close: label('common.close') },
        () => void router.navigate(supportPath),
      );
      return true;
    },
    onSessionEnded: () => void router.navigate(identityPaths.signIn, { replace: true }),
  });
  // The settings are asked for now, before React renders, so the first screen waits no longer.
  const config = fetchConfig(client, store);
  const firstPath = window.location.hash.slice(1).split('?')[0] || '/';
  sendFirstScreenCalls(client, store, firstPath);
  // The first screen's code and texts download alongside the catalog and the settings rather
  // than after them, but are asked for on the next task: by then those two requests are out
  // (the catalog's import starts a microtask late), so the browser's six connections serve them
  // first instead of queueing them behind a dozen small chunks. The app shows its first screen
  // once they are here, rather than a loading screen that the first screen would then replace.
  const firstScreen = new Promise<void>((resolve) => setTimeout(() => resolve(router.preload(firstPath)), 0));
  // Without its catalog the app could only show keys; the boot splash stays and the error is
  // reported, as a failed download of the app's own code would be.
  await translationsReady;
  // Only a member's own switch is stored, not the default.
  translations.onLanguageChange((next) => {
    store.setItem(storageKeys.language, next);
    showLanguage(next);
  });

  // As a transition, React renders the app in slices and lets the browser in between (taps,
  // paints), rather than in one long task that a slow phone feels as a frozen screen.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <AppRoot
        translations={translations}
        services={{ client, store }}
        router={router}
        config={config}
        firstScreen={firstScreen}
      />,
    ),
  );
}
