/** The app's language and the way to change it; the app stores the choice when it changes. */
import { languages, type Language } from '@kabuto/i18n';
import { showToast } from './toast';
import { useTranslation } from './translation-context';

export function useLanguage(): { language: Language; languages: readonly Language[]; setLanguage: (language: Language) => void } {
  const { t, language, changeLanguage } = useTranslation();
  return {
    language,
    languages,
    // The new catalog is downloaded first; offline, the app stays in its language and says why.
    setLanguage: (next) => void changeLanguage(next).catch(() => showToast(t('errors.network'))),
  };
}
