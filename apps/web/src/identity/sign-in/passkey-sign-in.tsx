/**
 * The passkey button at the top of the sign-in screen, offered only when the browser can use
 * passkeys; signing in with it needs no account typed. The password form follows it.
 */
import { Button } from 'antd-mobile';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { KeyOutline } from 'antd-mobile-icons';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { usePasskeyLogin } from '../api/passkey-login';
import styles from './auth-form.module.css';

export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = usePasskeyLogin();
  if (!browserSupportsWebAuthn()) return null;

  async function signIn() {
    prepareToasts();
    const outcome = await login.run();
    if (outcome !== 'signed-in') return;
    showToast(t('login.success'));
    onSignedIn();
  }

  return (
    <div className={styles.passkey}>
      <Button
        block
        color="primary"
        size="large"
        loading={login.pending}
        onClick={() => void signIn()}
        data-testid="login-passkey"
      >
        <KeyOutline /> {t('login.passkey')}
      </Button>
      <p className={styles.or}>{t('login.orPassword')}</p>
    </div>
  );
}
