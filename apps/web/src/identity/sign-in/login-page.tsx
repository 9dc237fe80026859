/**
 * Sign in: with a passkey first when the browser can use one (no account typed), or with the
 * phone number, password, and the privacy agreement the server insists on.
 */
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginRequest } from '@kabuto/contracts';
import { pathAfterSignIn } from '../../shared/paths/return-to';
import { CheckField } from '../../ui/check-field';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { LinkedText } from '../../ui/linked-text';
import { Page } from '../../ui/page';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useLogin } from '../api/login';
import { PasskeySignIn } from './passkey-sign-in';
import { AuthIntro, AuthSwitch, PhoneField } from './auth-parts';
import styles from './auth-form.module.css';

// The account typed so far survives a visit to the privacy policy and back; the password does not.
let accountDraft = '';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useZodForm(loginRequest, { account: accountDraft, password: '', agree: false });
  const { errors } = form;

  useEffect(() => void (accountDraft = form.values.account), [form.values.account]);

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await login.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    accountDraft = '';
    showToast(t('login.success'));
    void navigate(pathAfterSignIn(location.state), { replace: true });
  });

  return (
    <Page title={t('login.title')} backTo="/login/start" testId="login-page">
      <AuthIntro heading={t('login.heading')} subheading={t('login.subheading')} />
      <PasskeySignIn onSignedIn={() => void navigate(pathAfterSignIn(location.state), { replace: true })} />
      <form onSubmit={submit} noValidate>
        <FormCard>
          <PhoneField id="login-account" error={fieldErrorText(t, errors.account)} {...form.input('account')} />
          <TextField
            id="login-password"
            type="password"
            revealable
            label={t('form.password')}
            placeholder={t('form.passwordPlaceholder')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.password)}
            {...form.input('password')}
          />
        </FormCard>
        <Link className={styles.forgot} to="/login/forgot" data-testid="login-forgot">
          {t('login.forgotPassword')}
        </Link>
        <div className={styles.agreement}>
          <CheckField id="login-agree" error={fieldErrorText(t, errors.agree)} {...form.checkbox('agree')}>
            <LinkedText
              text={t('login.agreement')}
              tag="privacy"
              link={(phrase) => (
                <Link to="/user/userPri" data-testid="login-privacy">
                  {phrase}
                </Link>
              )}
            />
          </CheckField>
        </div>
        <SubmitButton label={t('login.submit')} loading={login.pending} testId="login-submit" />
      </form>
      <AuthSwitch question={t('login.noAccount')} label={t('login.toRegister')} to="/login/register" testId="login-to-register" />
    </Page>
  );
}
