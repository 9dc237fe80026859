/**
 * Sign out, after the member confirms it in a dialog, which says how they can sign in again: with a
 * passkey too when they have one.
 */
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { confirm } from '../ui/confirm';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useLogout } from './api/logout';
import { usePasskeys } from './api/passkeys';
import styles from './user.module.css';
import { identityPaths } from '../shared/paths/identity-paths';

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const passkeys = usePasskeys();
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;

  async function signOut() {
    const confirmed = await confirm({
      title: t('user.signOutTitle'),
      content: hasPasskey ? t('user.signOutBodyPasskey') : t('user.signOutBody'),
      confirmText: t('user.signOutConfirm'),
      cancelText: t('user.cancel'),
      testId: 'sign-out',
      danger: true,
    });
    if (!confirmed) return;
    await logout.mutateAsync();
    showToast(t('user.signedOut'));
    void navigate(identityPaths.signIn, { replace: true });
  }

  return (
    <div className={styles.signOut}>
      <Button
        block
        color="danger"
        fill="outline"
        size="large"
        loading={logout.isPending}
        onClick={() => void signOut()}
        data-testid="sign-out"
      >
        {t('user.signOut')}
      </Button>
    </div>
  );
}
