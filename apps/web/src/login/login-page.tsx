/** Sign in: phone number, password, and the privacy agreement the server insists on. */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginRequest } from '@kabuto/contracts';
import { CheckField } from '../ui/check-field';
import { fieldErrorText } from '../ui/field-error';
import { FormCard, TextField } from '../ui/form-field';
import { LinkedText } from '../ui/linked-text';
import { Page } from '../ui/page';
import { showServerFieldErrors } from '../ui/server-field-errors';
import { prepareToasts, showToast } from '../ui/toast';
import { useLogin } from './api/login';
import { AuthIntro, AuthSwitch, PhoneField, SubmitButton } from './auth-parts';
import styles from './auth-form.module.css';

// The account typed so far survives a visit to the privacy policy and back; the password does not.
let accountDraft = '';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginRequest), defaultValues: { account: accountDraft, password: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    const subscription = form.watch((values) => void (accountDraft = values.account ?? ''));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await login.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, ['account', 'password', 'agree'], form.setError);
    accountDraft = '';
    showToast(t('login.success'));
    void navigate('/home/index', { replace: true });
  });

  return (
    <Page title={t('login.title')} backTo="/login/start" testId="login-page">
      <AuthIntro heading={t('login.heading')} subheading={t('login.subheading')} />
      <form onSubmit={submit} noValidate>
        <FormCard>
          <PhoneField id="login-account" error={fieldErrorText(t, errors.account?.message)} {...form.register('account')} />
          <TextField
            id="login-password"
            type="password"
            revealable
            label={t('form.password')}
            placeholder={t('form.passwordPlaceholder')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.password?.message)}
            {...form.register('password')}
          />
        </FormCard>
        <div className={styles.agreement}>
          <CheckField id="login-agree" error={fieldErrorText(t, errors.agree?.message)} {...form.register('agree')}>
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
