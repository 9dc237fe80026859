/** The first screen: the brand, the language, and the way in. Signed-in members go straight home. */
import { Link, Navigate, useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { intlLocale } from '@kabuto/i18n';
import { useSignedInAccount } from '../../api/use-session';
import { BrandMark } from '../../ui/brand-mark';
import { useTranslation } from '../../ui/translation-context';
import { useLanguage } from '../../ui/use-language';
import styles from './start-page.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

export function StartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useSignedInAccount();
  if (account) return <Navigate to="/home/index" replace />;

  return (
    <div className={styles.start} data-testid="start-page">
      <div className={styles.top}>
        <LanguageChips />
      </div>
      <div className={styles.brand}>
        <BrandMark size="0.72rem" />
        <h1 className={styles.name}>{t('app.name')}</h1>
        <p className={styles.tagline}>{t('start.tagline')}</p>
        <p className={styles.intro}>{t('start.intro')}</p>
      </div>
      <div className={styles.actions}>
        <Button
          block
          size="large"
          className={styles.signIn}
          onClick={() => void navigate(identityPaths.signIn)}
          data-testid="start-sign-in"
        >
          {t('start.signIn')}
        </Button>
        <Button
          block
          size="large"
          fill="outline"
          className={styles.register}
          onClick={() => void navigate(identityPaths.register)}
          data-testid="start-register"
        >
          {t('start.register')}
        </Button>
        <Link to="/login/logon" className={styles.learn} data-testid="start-how-it-works">
          {t('start.howItWorks')}
        </Link>
      </div>
    </div>
  );
}

function LanguageChips() {
  const { t } = useTranslation();
  const { language, languages, setLanguage } = useLanguage();
  return (
    <div className={styles.languages} role="radiogroup" aria-label={t('start.languageLabel')}>
      {languages.map((code) => (
        <button
          key={code}
          type="button"
          role="radio"
          aria-checked={code === language}
          className={styles.language}
          onClick={() => setLanguage(code)}
          data-testid={`lang-option-${code}`}
          lang={intlLocale[code]}
        >
          {t(`languages.${code}`)}
        </button>
      ))}
    </div>
  );
}
