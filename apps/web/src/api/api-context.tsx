/** Hands the one API client and the browser store to every screen without importing the app. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';
import type { KeyValueStore } from './storage';

export interface ApiServices {
  client: ApiClient;
  store: KeyValueStore;
}

const ApiContext = createContext<ApiServices | null>(null);

export function ApiProvider({ services, children }: { services: ApiServices; children: ReactNode }) {
  return <ApiContext.Provider value={services}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiServices {
  const services = useContext(ApiContext);
  // A screen rendered outside the providers is a wiring bug, not a state to show.
  if (!services) throw new Error('useApi() needs an <ApiProvider> above it');
  return services;
}
