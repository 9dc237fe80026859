/** Mine: the member's account, verification state, assets, account functions and sign-out. */
import { useTranslation } from 'react-i18next';
import { Skeleton } from 'antd-mobile';
import { ContentOutline, GlobalOutline, InformationCircleOutline, LockOutline, SetOutline, UserOutline } from 'antd-mobile-icons';
import { formatMoney } from '@kabuto/i18n';
import { useConfig } from '../api/get-config';
import { useSignedInAccount } from '../api/use-session';
import { MenuList } from '../ui/menu-list';
import { StatusView } from '../ui/status-view';
import { useLanguage } from '../ui/use-language';
import { useUserInfo } from './api/get-user-info';
import { SignOutButton } from './sign-out-button';
import styles from './user.module.css';

export function UserCenterPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const account = useSignedInAccount();
  return (
    <div data-testid="user-center-page">
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('user.title')}</h1>
        <div className={styles.identity}>
          <span className={styles.avatar} aria-hidden="true">
            <UserOutline />
          </span>
          <div>
            <p className={styles.account} data-testid="user-account">
              {info.data?.account ?? account}
            </p>
            {info.data && (
              <span className={styles.kyc} data-status={info.data.kycStatus} data-testid="user-kyc">
                {t(`user.kyc.${info.data.kycStatus}`)}
              </span>
            )}
          </div>
        </div>
      </header>
      <div className={styles.body}>
        {info.isError ? (
          <div className={styles.assets}>
            <StatusView
              tone="error"
              title={t('app.loadFailedTitle')}
              description={t('app.loadFailedBody')}
              action={{
                label: t('app.retry'),
                onClick: () => void info.refetch(),
                loading: info.isFetching,
                testId: 'user-retry',
              }}
            />
          </div>
        ) : (
          <Assets info={info.data} />
        )}
        <AccountMenus />
        <SignOutButton />
      </div>
    </div>
  );
}

function Assets({ info }: { info: { totalAssets: string; available: string; frozen: string } | undefined }) {
  const { t } = useTranslation();
  const { currencySymbol } = useConfig();
  if (!info) {
    return (
      <section className={styles.assets} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={2} animated />
      </section>
    );
  }
  return (
    <section className={styles.assets} aria-labelledby="user-total-label">
      <p className={styles.assetsLabel} id="user-total-label">
        {t('user.totalAssets')}
      </p>
      <p className={styles.total} data-testid="user-total-assets">
        {formatMoney(info.totalAssets, currencySymbol)}
      </p>
      <div className={styles.split}>
        <div>
          <p className={styles.assetsLabel}>{t('user.available')}</p>
          <p className={styles.splitValue} data-testid="user-available">
            {formatMoney(info.available, currencySymbol)}
          </p>
        </div>
        <div>
          <p className={styles.assetsLabel}>{t('user.frozen')}</p>
          <p className={styles.splitValue} data-testid="user-frozen">
            {formatMoney(info.frozen, currencySymbol)}
          </p>
        </div>
      </div>
    </section>
  );
}

function AccountMenus() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <MenuList
        heading={t('user.accountFunctions')}
        testId="user-functions"
        items={[
          { key: 'settings', label: t('nav.settings'), to: '/user/setting', icon: <SetOutline /> },
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
        heading={t('user.information')}
        items={[
          { key: 'tradeRules', label: t('nav.tradeRules'), to: '/user/tradeRule', icon: <ContentOutline /> },
          { key: 'about', label: t('nav.about'), to: '/user/aboutUs', icon: <InformationCircleOutline /> },
          { key: 'privacy', label: t('nav.privacy'), to: '/user/userPri', icon: <LockOutline /> },
        ]}
      />
    </>
  );
}
