/** Settings: the language, and the documents every member should be able to find. */
import { ContentOutline, GlobalOutline, InformationCircleOutline, LockOutline } from 'antd-mobile-icons';
import { MenuList } from '../ui/menu-list';
import { Page } from '../ui/page';
import { useTranslation } from '../ui/translation-context';
import { useLanguage } from '../ui/use-language';
import styles from './user.module.css';

export function SettingsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
