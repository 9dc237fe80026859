/** Choose the app's language; the change shows at once and is kept on this device. */
import { CheckOutline } from 'antd-mobile-icons';
import { intlLocale } from '@kabuto/i18n';
import { Page } from '../ui/page';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';
import styles from './user.module.css';

export function LanguagePage() {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <Page title={t('changeLang.title')} backTo="/user/setting" testId="language-page">
      <p className={styles.hint}>{t('changeLang.hint')}</p>
      <div className={styles.options} role="radiogroup" aria-label={t('changeLang.title')}>
        {languages.map((code) => (
          <button
            key={code}
            type="button"
            role="radio"
            aria-checked={code === language}
            className={styles.option}
            onClick={() => setLanguage(code)}
            data-testid={`lang-option-${code}`}
            lang={intlLocale[code]}
          >
            <span>{t(`languages.${code}`)}</span>
            {code === language && <CheckOutline className={styles.check} aria-hidden="true" />}
          </button>
        ))}
      </div>
    </Page>
  );
}
