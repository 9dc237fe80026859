/**
 * The app's translations: a catalog looked up by dotted key, `{{name}}` filled from parameters,
 * and the one place that knows which language is shown. A few lines of our own instead of
 * i18next, which cost the first screen 17 KB for features the catalogs never use (plurals,
 * namespaces, fallbacks: every catalog has every key, the `Catalog` type makes sure).
 */
import { catalogPartOf, type Catalog, type CatalogPart, type CatalogParts, type Language } from '@kabuto/i18n';

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

/** The sections of a catalog loaded so far: the start-up part, and the parts of the areas visited. */
export type LoadedCatalog = Partial<Catalog>;

/** The text at a dotted path, or null when there is none (a key this build does not know). */
export function lookup(catalog: LoadedCatalog | null, key: string): string | null {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return null;
    node = Reflect.get(node, part);
  }
  return typeof node === 'string' ? node : null;
}

/**
 * A parameter as it is written into a text: a whole number of four digits or more with thousands
 * separators (39,900 shares, in every language the app has), anything else as it came.
 */
function shown(value: string | number): string {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1000
    ? value.toLocaleString('en-US')
    : String(value);
}

/** Fills `{{name}}` from the parameters; a parameter that did not come leaves nothing behind. */
export function interpolate(template: string, params: TranslationParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = params[name];
    return Object.hasOwn(params, name) && value !== undefined ? shown(value) : '';
  });
}

/**
 * `t` over a catalog. A missing key shows itself rather than nothing, so the gap is seen and
 * reported; `onMissing` hears of it, to fetch the part a screen forgot to ask for.
 */
export function translatorFor(catalog: LoadedCatalog | null, onMissing?: (key: string) => void): Translate {
  return (key, params) => {
    const template = lookup(catalog, key);
    if (template === null) onMissing?.(key);
    return interpolate(template ?? key, params);
  };
}

/** Downloads one part of one language's catalog. */
export type CatalogLoaders = Record<Language, { [P in CatalogPart]: () => Promise<CatalogParts[P]> }>;

export interface Translations {
  /** The state now; a new object after each switch or newly loaded part, so React sees the change. */
  current(): TranslationState;
  /** The text of any key, checked at run time: for codes that arrive from the server. */
  text(key: string, params?: TranslationParams): string | null;
  /** Loads the start-up part of the first language; rejects when it cannot be downloaded. */
  init(): Promise<void>;
  /**
   * Loads the parts a screen's texts are in, in the language shown, before the screen renders;
   * they are kept, and downloaded too for any language switched to later.
   */
  need(parts: readonly CatalogPart[]): Promise<void>;
  /** Downloads the language's parts in use if needed, then shows it; the last request wins. */
  changeLanguage(language: Language): Promise<void>;
  /** Called whenever `current()` changes: a switch of language, or a part that arrived. */
  subscribe(listener: () => void): () => void;
  /** Called after each switch of language (not for the first one). */
  onLanguageChange(listener: (language: Language) => void): () => void;
}

/**
 * Only the language in use is downloaded, and of it only the start-up part and the parts of the
 * areas visited; another language is fetched when the member switches to it.
 */
export function createTranslations(initial: Language, loaders: CatalogLoaders): Translations {
  // Each language's parts by name, as downloads under way or done; a failed one is forgotten.
  const downloads = new Map<Language, Map<CatalogPart, Promise<LoadedCatalog>>>();
  // Each language's parts that have arrived, merged into one catalog.
  const catalogs = new Map<Language, { parts: Set<CatalogPart>; catalog: LoadedCatalog }>();
  // The parts in use: the start-up one, and each one a screen has asked for.
  const inUse = new Set<CatalogPart>(['startup']);
  const listeners = new Set<() => void>();
  const languageListeners = new Set<(language: Language) => void>();
  let state: TranslationState = { language: initial, t: translatorFor(null) };
  let latestRequest = 0;

  const has = (language: Language, part: CatalogPart) => catalogs.get(language)?.parts.has(part) ?? false;

  function show(language: Language): void {
    state = { language, t: translatorFor(catalogs.get(language)?.catalog ?? null, fetchMissing) };
    for (const listener of listeners) listener();
  }

  function loadPart(language: Language, part: CatalogPart): Promise<LoadedCatalog> {
    const started = downloads.get(language) ?? new Map<CatalogPart, Promise<LoadedCatalog>>();
    downloads.set(language, started);
    const existing = started.get(part);
    if (existing) return existing;
    const download = loaders[language][part]().then(
      (texts: LoadedCatalog) => {
        const before = catalogs.get(language) ?? { parts: new Set<CatalogPart>(), catalog: {} };
        catalogs.set(language, { parts: new Set([...before.parts, part]), catalog: { ...before.catalog, ...texts } });
        return texts;
      },
      (error: unknown) => {
        started.delete(part);
        throw error;
      },
    );
    started.set(part, download);
    return download;
  }

  /** Loads every part in use for the language, including any asked for while it downloads. */
  async function loadInUse(language: Language): Promise<void> {
    const missing = () => [...inUse].filter((part) => !has(language, part));
    while (missing().length) await Promise.all(missing().map((part) => loadPart(language, part)));
  }

  async function need(parts: readonly CatalogPart[]): Promise<void> {
    for (const part of parts) inUse.add(part);
    // The language may switch while a part downloads; the screen needs its parts in the one shown.
    for (;;) {
      const { language } = state;
      const missing = parts.filter((part) => !has(language, part));
      if (!missing.length) return;
      await Promise.all(missing.map((part) => loadPart(language, part)));
      if (language === state.language) show(language);
    }
  }

  // A key of a part no screen asked for: shown as the key until its part arrives, then redrawn.
  function fetchMissing(key: string): void {
    const part = catalogPartOf(key.split('.')[0] ?? '');
    if (!part || has(state.language, part)) return;
    queueMicrotask(() => void need([part]).catch(() => undefined));
  }

  return {
    current: () => state,
    text: (key, params) => {
      const template = lookup(catalogs.get(state.language)?.catalog ?? null, key);
      return template === null ? null : interpolate(template, params);
    },
    async init() {
      await loadPart(initial, 'startup');
      show(initial);
    },
    need,
    async changeLanguage(language) {
      const request = ++latestRequest;
      await loadInUse(language);
      // A slower download of an earlier choice must not overwrite a later one.
      if (request !== latestRequest || language === state.language) return;
      show(language);
      for (const listener of languageListeners) listener(language);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    onLanguageChange(listener) {
      languageListeners.add(listener);
      return () => void languageListeners.delete(listener);
    },
  };
}
