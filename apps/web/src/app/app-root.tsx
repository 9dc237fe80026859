/** Everything above the screens: translations, the API client and the settings. */
import { useEffect } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { CallResult } from '../api/api-client';
import { ApiProvider, type ApiServices } from '../api/api-context';
import type { AppConfig } from '../api/get-config';
import { removeTransientKeys } from '../api/storage';
import type { AppRouter } from './router';
import { StartupGate } from './startup-gate';

export interface AppRootProps {
  i18n: i18n;
  services: ApiServices;
  router: AppRouter;
  config: Promise<CallResult<AppConfig>>;
}

export function AppRoot({ i18n, services, router, config }: AppRootProps) {
  // The original app's scratch keys must not outlive it.
  useEffect(() => () => removeTransientKeys(services.store), [services.store]);
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider services={services}>
        <StartupGate firstAttempt={config}>
          <RouterProvider router={router} />
        </StartupGate>
      </ApiProvider>
    </I18nextProvider>
  );
}
