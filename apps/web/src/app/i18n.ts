/**
 * The app's translations. Only the catalog of the language in use is downloaded; another is
 * fetched when the member switches to it, so the catalogs can grow without slowing the start.
 */
import type { ErrorCode } from '@kabuto/contracts';
import type { Language } from '@kabuto/i18n';
import type { ClientErrorCode } from '../api/api-client';
import { createTranslations, type CatalogLoaders, type TranslationParams, type Translations } from '../ui/translator';
import { localizeErrorParams } from './error-params';

const catalogLoaders: CatalogLoaders = {
  en: async () => (await import('@kabuto/i18n/catalogs/en')).en,
  tw: async () => (await import('@kabuto/i18n/catalogs/tw')).tw,
  jp: async () => (await import('@kabuto/i18n/catalogs/jp')).jp,
};

/** The translations, not yet loaded: `init()` downloads the first catalog. */
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
