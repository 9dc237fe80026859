/**
 * "Forgot password" (`/login/forgot`): a member who added a passkey signs in with it here and goes
 * on to set a new password (`/user/resetPassword`), which confirms with the passkey once more. No
 * password ever travels in a message; without a passkey the screen says where to ask.
 */
import { Button } from 'antd-mobile';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useNavigate } from 'react-router';
import { useConfig } from '../api/get-config';
import { Page } from '../ui/page';
import { LinkedText } from '../ui/linked-text';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { usePasskeyLogin } from './api/passkey-login';
import styles from './auth-form.module.css';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = usePasskeyLogin();
  const supportUrl = useConfig().values.supportUrl ?? '';
  const canUsePasskeys = browserSupportsWebAuthn();

  async function signIn() {
    prepareToasts();
    const outcome = await login.run();
    if (outcome === 'cancelled') showToast(t('recovery.cancelled'));
    if (outcome === 'signed-in') void navigate('/user/resetPassword', { replace: true });
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
      <p className={styles.recoveryText} data-testid="forgot-without-passkey">
        <LinkedText
          text={t('recovery.withoutPasskey', { support: '<support>{{support}}</support>' })}
          tag="support"
          link={() => (
            <a href={supportUrl} target="_blank" rel="noreferrer" data-testid="forgot-support-link">
              {supportUrl.replace(/^mailto:/, '')}
            </a>
          )}
        />
      </p>
    </Page>
  );
}
