/** Settings: the language, security (passkeys, signed-in devices) when signed in, and the documents every member should be able to find. */
import {
  ContentOutline,
  GlobalOutline,
  InformationCircleOutline,
  KeyOutline,
  LockOutline,
  CheckShieldOutline,
} from 'antd-mobile-icons';
import { useSignedInAccount } from '../api/use-session';
import { MenuList } from '../ui/menu-list';
import { Page } from '../ui/page';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';
import styles from './user.module.css';

export function SettingsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const signedIn = useSignedInAccount() !== null;
  return (
    <Page title={t('settings.title')} backTo="/user/usercenter" testId="settings-page">
      <div className={styles.menus}>
        <MenuList
          heading={t('settings.general')}
          items={[
            {
              key: 'language',
              label: t('nav.language'),
              to: '/user/changeLang',
              icon: <GlobalOutline />,
              extra: t(`languages.${language}`),
            },
          ]}
        />
        {signedIn && (
          <MenuList
            heading={t('security.heading')}
            testId="settings-security"
            items={[
              { key: 'passkeys', label: t('security.passkeysTitle'), to: '/user/passkeys', icon: <KeyOutline /> },
              { key: 'sessions', label: t('security.sessionsTitle'), to: '/user/sessions', icon: <CheckShieldOutline /> },
            ]}
          />
        )}
        <MenuList
          heading={t('settings.information')}
          items={[
            { key: 'tradeRules', label: t('nav.tradeRules'), to: '/user/tradeRule', icon: <ContentOutline /> },
            { key: 'about', label: t('nav.about'), to: '/user/aboutUs', icon: <InformationCircleOutline /> },
            { key: 'privacy', label: t('nav.privacy'), to: '/user/userPri', icon: <LockOutline /> },
          ]}
        />
      </div>
    </Page>
  );
}
