/**
 * The app's translations: a catalog looked up by dotted key, `{{name}}` filled from parameters,
 * and the one place that knows which language is shown. A few lines of our own instead of
 * i18next, which cost the first screen 17 KB for features the catalogs never use (plurals,
 * namespaces, fallbacks: every catalog has every key, the `Catalog` type makes sure).
 */
import type { Catalog, Language } from '@kabuto/i18n';

/** Every dotted path to a text in the catalogs: `'login.title'`, `'errors.not_found'`, … */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<Catalog>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

/** What a screen renders with: the language shown and its `t`, replaced together on a switch. */
export interface TranslationState {
  language: Language;
  t: Translate;
}

/** The text at a dotted path, or null when there is none (a key this build does not know). */
export function lookup(catalog: Catalog | null, key: string): string | null {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : null;
}

/** Fills `{{name}}` from the parameters; a parameter that did not come leaves nothing behind. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : ''));
}

export function translatorFor(catalog: Catalog | null): Translate {
  // A missing key shows itself rather than nothing, so the gap is seen and reported.
  return (key, params) => interpolate(lookup(catalog, key) ?? key, params);
}

export type CatalogLoaders = Record<Language, () => Promise<Catalog>>;

export interface Translations {
  /** The state now; a new object after each switch, so React sees the change. */
  current(): TranslationState;
  /** The text of any key, checked at run time: for codes that arrive from the server. */
  text(key: string, params?: TranslationParams): string | null;
  /** Loads the first catalog; rejects when it cannot be downloaded. */
  init(): Promise<void>;
  /** Downloads the language's catalog if needed, then shows it; the last request wins. */
  changeLanguage(language: Language): Promise<void>;
  /** Called after each switch of language (not for the first one). */
  subscribe(listener: (language: Language) => void): () => void;
}

/** Only the catalog in use is downloaded; another is fetched when the member switches to it. */
export function createTranslations(initial: Language, loaders: CatalogLoaders): Translations {
  const loaded = new Map<Language, Catalog>();
  const listeners = new Set<(language: Language) => void>();
  let state: TranslationState = { language: initial, t: translatorFor(null) };
  let latestRequest = 0;

  async function load(language: Language): Promise<Catalog> {
    const cached = loaded.get(language);
    if (cached) return cached;
    const catalog = await loaders[language]();
    loaded.set(language, catalog);
    return catalog;
  }

  return {
    current: () => state,
    text: (key, params) => {
      const template = lookup(loaded.get(state.language) ?? null, key);
      return template === null ? null : interpolate(template, params);
    },
    async init() {
      state = { language: initial, t: translatorFor(await load(initial)) };
    },
    async changeLanguage(language) {
      const request = ++latestRequest;
      const catalog = await load(language);
      // A slower download of an earlier choice must not overwrite a later one.
      if (request !== latestRequest || language === state.language) return;
      state = { language, t: translatorFor(catalog) };
      for (const listener of listeners) listener(language);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
