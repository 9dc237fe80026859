/** The app's language and the way to change it; the app stores the choice when it changes. */
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '@kabuto/i18n';

export function useLanguage(): { language: Language; languages: readonly Language[]; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return { language, languages, setLanguage: (next) => void i18n.changeLanguage(next) };
}
