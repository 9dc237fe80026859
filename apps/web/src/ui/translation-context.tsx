/**
 * Hands the translations to every screen: `useTranslation()` gives `t` and the language, and
 * redraws the screen when the member switches language.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '@kabuto/i18n';
import type { Translate, Translations } from './translator';

const TranslationContext = createContext<Translations | null>(null);

export function TranslationProvider({ translations, children }: { translations: Translations; children: ReactNode }) {
  return <TranslationContext.Provider value={translations}>{children}</TranslationContext.Provider>;
}

export interface UseTranslation {
  t: Translate;
  language: Language;
  changeLanguage: (language: Language) => Promise<void>;
}

export function useTranslation(): UseTranslation {
  const translations = useContext(TranslationContext);
  // A screen rendered outside the provider is a wiring bug, not a state to show.
  if (!translations) throw new Error('useTranslation() needs a <TranslationProvider> above it');
  const { t, language } = useSyncExternalStore(translations.subscribe, translations.current);
  return { t, language, changeLanguage: translations.changeLanguage };
}
