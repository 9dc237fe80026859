/**
 * `/common/config`: the public settings. The app asks for them once, before it mounts, and hands
 * them to every screen through a context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { memberApi, type ConfigEntry } from '@kabuto/contracts';
import { yenSign } from '@kabuto/i18n';
import type { ApiClient, CallResult } from './api-client';

export interface AppConfig {
  title: string;
  currencySymbol: string;
  defaultStockType: string;
  /** Every setting by name, as the server sent it. */
  values: Readonly<Record<string, string>>;
}

export function toAppConfig(entries: readonly ConfigEntry[]): AppConfig {
  const values = Object.fromEntries(entries.map((entry) => [entry.name, entry.value]));
  return {
    title: values.title || 'Kabuto',
    currencySymbol: values.currencySymbol || yenSign,
    defaultStockType: values.defaultStockType || 'jpy',
    values,
  };
}

export async function fetchConfig(client: ApiClient): Promise<CallResult<AppConfig>> {
  // The start-up screen shows a failure itself, with a retry button, so no toast.
  const result = await client.send(memberApi.config, { type: 'all' }, { silent: true });
  return result.ok ? { ok: true, data: toAppConfig(result.data) } : result;
}

const ConfigContext = createContext<AppConfig | null>(null);

export function ConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The settings; the app mounts only once they are loaded, so they are always there. */
export function useConfig(): AppConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig() needs a <ConfigProvider> above it');
  return config;
}
