/** Mine: the member's account, verification state, assets, every account function and sign-out. */
import { UserOutline } from 'antd-mobile-icons';
import { useSignedInAccount } from '../api/use-session';
import { useTranslation } from '../ui/translation-context';
import { useUserInfo } from '../shared/api/get-user-info';
import { Assets, Balances, Holds } from './assets';
import { LoadFailed } from './load-failed';
import { AccountMenus } from './account-menus';
import { SignOutButton } from './sign-out-button';
import { TaxSummary } from '../shared/tax/tax-summary';
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
            <LoadFailed query={info} testId="user-retry" />
          </div>
        ) : (
          <Assets info={info.data} />
        )}
        {info.data && <Balances info={info.data} />}
        {info.data && <Holds />}
        {info.data && <TaxSummary />}
        <AccountMenus info={info.data} />
        <SignOutButton />
      </div>
    </div>
  );
}
