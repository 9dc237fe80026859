/**
 * `/common/config`: the public settings. The app asks for them once, before it mounts, and hands
 * them to every screen through a context.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { type ConfigEntry, accountMemberApi } from '@kabuto/contracts';
import { yenSign } from '@kabuto/i18n';
import type { ApiClient, CallResult } from './api-client';
import type { KeyValueStore } from './storage';

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

/** Where the last settings are kept, so the app still opens offline (the installed app's shell). */
export const configCacheKey = 'kb.configCache';

export async function fetchConfig(client: ApiClient, store?: KeyValueStore): Promise<CallResult<AppConfig>> {
  // The start-up screen shows a failure itself, with a retry button, so no toast.
  const result = await client.send(accountMemberApi.config, { type: 'all' }, { silent: true });
  if (result.ok) {
    store?.setItem(configCacheKey, JSON.stringify(result.data));
    return { ok: true, data: toAppConfig(result.data) };
  }
  // No reply at all: the settings of the last visit, if there was one, let the app open offline.
  const cached = result.failure.status === 0 ? store?.getItem(configCacheKey) : null;
  const parsed = cached ? accountMemberApi.config.reply.safeParse(safeJson(cached)) : null;
  return parsed?.success ? { ok: true, data: toAppConfig(parsed.data) } : result;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
