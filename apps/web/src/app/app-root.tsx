/** Everything above the screens: translations, the API client and the settings. */
import { useEffect } from 'react';
import type { CallResult } from '../api/api-client';
import { ApiProvider, type ApiServices } from '../api/api-context';
import type { AppConfig } from '../api/get-config';
import { removeTransientKeys } from '../api/storage';
import { TranslationProvider } from '../ui/translation-context';
import type { Translations } from '../ui/translator';
import { AppRoutes, type AppRouter } from './app-router';
import { StartupGate } from './startup-gate';

export interface AppRootProps {
  translations: Translations;
  services: ApiServices;
  router: AppRouter;
  config: Promise<CallResult<AppConfig>>;
  /** The download of the first screen's code and texts, started before mounting. */
  firstScreen: Promise<void>;
}

export function AppRoot({ translations, services, router, config, firstScreen }: AppRootProps) {
  // The original app's scratch keys must not outlive it.
  useEffect(() => () => removeTransientKeys(services.store), [services.store]);
  return (
    <TranslationProvider translations={translations}>
      <ApiProvider services={services}>
        <StartupGate firstAttempt={config} firstScreen={firstScreen}>
          <AppRoutes router={router} />
        </StartupGate>
      </ApiProvider>
    </TranslationProvider>
  );
}
