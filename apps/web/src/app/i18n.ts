/**
 * The app's translations. Only the language in use is downloaded, and of it only the start-up part
 * at first; each route area's part comes with its screens (`router.tsx`), and another language
 * when the member switches to it, so the catalogs can grow without slowing the start.
 */
import type { ErrorCode } from '@kabuto/contracts';
import type { Language } from '@kabuto/i18n';
import type { ClientErrorCode } from '../api/api-client';
import { createTranslations, type CatalogLoaders, type TranslationParams, type Translations } from '../ui/translator';
import { localizeErrorParams } from './error-params';

// One file, so one chunk, per part and language.
const catalogLoaders: CatalogLoaders = {
  en: {
    startup: async () => (await import('@kabuto/i18n/catalogs/en-startup')).enStartup,
    market: async () => (await import('@kabuto/i18n/catalogs/en-market')).enMarket,
    trading: async () => (await import('@kabuto/i18n/catalogs/en-trading')).enTrading,
    user: async () => (await import('@kabuto/i18n/catalogs/en-user')).enUser,
    rewards: async () => (await import('@kabuto/i18n/catalogs/en-rewards')).enRewards,
    offerings: async () => (await import('@kabuto/i18n/catalogs/en-offerings')).enOfferings,
  },
  tw: {
    startup: async () => (await import('@kabuto/i18n/catalogs/tw-startup')).twStartup,
    market: async () => (await import('@kabuto/i18n/catalogs/tw-market')).twMarket,
    trading: async () => (await import('@kabuto/i18n/catalogs/tw-trading')).twTrading,
    user: async () => (await import('@kabuto/i18n/catalogs/tw-user')).twUser,
    rewards: async () => (await import('@kabuto/i18n/catalogs/tw-rewards')).twRewards,
    offerings: async () => (await import('@kabuto/i18n/catalogs/tw-offerings')).twOfferings,
  },
  jp: {
    startup: async () => (await import('@kabuto/i18n/catalogs/jp-startup')).jpStartup,
    market: async () => (await import('@kabuto/i18n/catalogs/jp-market')).jpMarket,
    trading: async () => (await import('@kabuto/i18n/catalogs/jp-trading')).jpTrading,
    user: async () => (await import('@kabuto/i18n/catalogs/jp-user')).jpUser,
    rewards: async () => (await import('@kabuto/i18n/catalogs/jp-rewards')).jpRewards,
    offerings: async () => (await import('@kabuto/i18n/catalogs/jp-offerings')).jpOfferings,
  },
};

/** The translations, not yet loaded: `init()` downloads the start-up part of the first language. */
export function createAppTranslations(language: Language): Translations {
  return createTranslations(language, catalogLoaders);
}

/** The text of an error code in the current language, with its parameters filled in. */
export function errorText(
  translations: Translations,
  code: ErrorCode | ClientErrorCode,
  params: TranslationParams,
): string | null {
  const { language, t } = translations.current();
  return translations.text(`errors.${code}`, localizeErrorParams(params, language, t));
}
