/** Open an account: phone number, a password typed twice, and an existing member's invite code. */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerRequest } from '@kabuto/contracts';
import { fieldErrorText } from '../ui/field-error';
import { FormCard, TextField } from '../ui/form-field';
import { Page } from '../ui/page';
import { showServerFieldErrors } from '../ui/server-field-errors';
import { prepareToasts, showToast } from '../ui/toast';
import { useRegister } from './api/register';
import { AuthIntro, AuthSwitch, PhoneField, SubmitButton } from './auth-parts';

const fieldNames = ['account', 'password', 'confirmPassword', 'inviteCode'] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openAccount = useRegister();
  const form = useForm({
    resolver: zodResolver(registerRequest),
    defaultValues: { account: '', password: '', confirmPassword: '', inviteCode: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await openAccount.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, fieldNames, form.setError);
    showToast(t('register.success'));
    void navigate('/home/index', { replace: true });
  });

  return (
    <Page title={t('register.title')} backTo="/login/start" testId="register-page">
      <AuthIntro heading={t('register.heading')} subheading={t('register.subheading')} />
      <form onSubmit={submit} noValidate>
        <FormCard>
          <PhoneField id="register-account" error={fieldErrorText(t, errors.account?.message)} {...form.register('account')} />
          <TextField
            id="register-password"
            type="password"
            revealable
            label={t('form.password')}
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.password?.message)}
            {...form.register('password')}
          />
          <TextField
            id="register-confirm-password"
            type="password"
            revealable
            label={t('register.confirmPassword')}
            placeholder={t('register.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <TextField
            id="register-invite-code"
            label={t('register.inviteCode')}
            placeholder={t('register.inviteCodePlaceholder')}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={32}
            error={fieldErrorText(t, errors.inviteCode?.message)}
            {...form.register('inviteCode')}
          />
        </FormCard>
        <SubmitButton label={t('register.submit')} loading={openAccount.pending} testId="register-submit" />
      </form>
      <AuthSwitch
        question={t('register.haveAccount')}
        label={t('register.toLogin')}
        to="/login/login"
        testId="register-to-login"
      />
    </Page>
  );
}
