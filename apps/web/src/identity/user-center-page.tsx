/**
 * Mine: the member's account, verification state, every account function and sign-out. The money
 * part (funds' totals, balances and holds) comes in as `children`: the router composes it.
 */
import type { ReactNode } from 'react';
import { UserOutline } from 'antd-mobile-icons';
import { useSignedInAccount } from '../api/use-session';
import { useTranslation } from '../ui/translation-context';
import { useUserInfo } from '../shared/api/get-user-info';
import { AccountMenus } from './account-menus';
import { SignOutButton } from './sign-out-button';
import styles from './user.module.css';

export function UserCenterPage({ children }: { children?: ReactNode }) {
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
        {children}
        <AccountMenus info={info.data} />
        <SignOutButton />
      </div>
    </div>
  );
}
