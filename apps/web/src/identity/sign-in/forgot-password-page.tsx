/**
 * "Forgot password" (`/login/forgot`): a member who added a passkey signs in with it here and goes
 * on to set a new password (`/user/resetPassword`), which confirms with the passkey once more. No
 * password ever travels in a message. Without a passkey the member files a request with a new ID
 * photo for staff to review, follows it here, and once approved sets a new password here.
 */
import { Button } from 'antd-mobile';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useNavigate } from 'react-router';
import { useState } from 'react';
import { Page } from '../../ui/page';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { usePasskeyLogin } from '../api/passkey-login';
import { useRecoveryToken } from '../api/staff-recovery';
import { StaffRecoveryRequest } from './staff-recovery-request';
import { StaffRecoveryStatus } from './staff-recovery-status';
import styles from './auth-form.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = usePasskeyLogin();
  const stored = useRecoveryToken();
  const [requestToken, setRequestToken] = useState(stored.read);
  const canUsePasskeys = browserSupportsWebAuthn();

  function forget() {
    stored.forget();
    setRequestToken(null);
  }

  async function signIn() {
    prepareToasts();
    const outcome = await login.run();
    if (outcome === 'cancelled') showToast(t('recovery.cancelled'));
    if (outcome === 'signed-in') void navigate(identityPaths.resetPassword, { replace: true });
  }

  return (
    <Page title={t('recovery.title')} backTo="/login/login" testId="forgot-page">
      <p className={styles.recoveryText}>{t('recovery.intro')}</p>
      {canUsePasskeys ? (
        <Button
          block
          color="primary"
          size="large"
          loading={login.pending}
          onClick={() => void signIn()}
          data-testid="forgot-passkey"
        >
          {t('recovery.withPasskey')}
        </Button>
      ) : (
        <p className={styles.recoveryText}>{t('recovery.noPasskeySupport')}</p>
      )}
      <div data-testid="forgot-without-passkey">
        {requestToken ? (
          <StaffRecoveryStatus requestToken={requestToken} onStartOver={() => forget()} onPasswordSet={() => forget()} />
        ) : (
          <StaffRecoveryRequest
            onFiled={(token) => {
              stored.save(token);
              setRequestToken(token);
            }}
          />
        )}
      </div>
    </Page>
  );
}
