/**
 * The i18next instance of the app. Only the catalog of the language in use is downloaded; another
 * is fetched when the member switches to it, so the catalogs can grow without slowing the start.
 */
import i18next, { type BackendModule, type i18n, type InitOptions } from 'i18next';
import type { ErrorCode } from '@kabuto/contracts';
import { isLanguage, languages, type Catalog, type Language } from '@kabuto/i18n';
import type { ClientErrorCode } from '../api/api-client';

const catalogLoaders: Record<Language, () => Promise<Catalog>> = {
  en: async () => (await import('@kabuto/i18n/catalogs/en')).en,
  tw: async () => (await import('@kabuto/i18n/catalogs/tw')).tw,
  jp: async () => (await import('@kabuto/i18n/catalogs/jp')).jp,
};

const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(new Error(`no catalog for ${language}`), false);
    catalogLoaders[language]().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    // Every catalog has every key (the Catalog type makes sure), so nothing ever falls back.
    fallbackLng: false,
    supportedLngs: [...languages],
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    // React escapes what it renders; escaping here too would show `&amp;` to the member.
    interpolation: { escapeValue: false },
  };
}

/** The instance, not yet initialised: `init(i18nOptions(language))` loads the first catalog. */
export function createI18n(): i18n {
  return i18next.createInstance().use(catalogBackend);
}

/** The text of an error code in the current language, with its parameters filled in. */
export function errorText(i18n: i18n, code: ErrorCode | ClientErrorCode, params: Record<string, string | number>): string {
  return i18n.t(`errors.${code}`, params);
}
