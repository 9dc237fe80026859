/** Open an account: phone number, a password typed twice, and an existing member's invite code. */
import { useNavigate, useSearchParams } from 'react-router';
import { registerRequest } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useRegister } from '../api/register';
import { AuthIntro, AuthSwitch, PhoneField } from './auth-parts';
import { homePath } from '../../shared/paths/app-paths';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openAccount = useRegister();
  // A member's invite link (`#/login/register?invite=CODE`, from their profile's QR code) fills it in.
  const [searchParams] = useSearchParams();
  const inviteFromAddress = searchParams.get('invite')?.trim().slice(0, 32) ?? '';
  const form = useZodForm(registerRequest, { account: '', password: '', confirmPassword: '', inviteCode: inviteFromAddress });
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await openAccount.run(values);
    if (!result.ok) {
      // A number that has an account is answered like a failed sign-in, so nothing tells whether it exists.
      if (result.failure.code === 'credentials_invalid') return showToast(t('register.numberNotAvailable'));
      if (Object.keys(result.failure.fields).length === 0) return showToast(result.failure.message);
      return showServerFieldErrors(result.failure, form);
    }
    showToast(t('register.success'));
    void navigate(homePath, { replace: true });
  });

  return (
    <Page title={t('register.title')} backTo="/login/start" testId="register-page">
      <AuthIntro heading={t('register.heading')} subheading={t('register.subheading')} />
      <form onSubmit={submit} noValidate>
        <FormCard>
          <PhoneField id="register-account" error={fieldErrorText(t, errors.account)} {...form.input('account')} />
          <TextField
            id="register-password"
            type="password"
            revealable
            label={t('form.password')}
            placeholder={t('register.passwordPlaceholder')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.password)}
            {...form.input('password')}
          />
          <TextField
            id="register-confirm-password"
            type="password"
            revealable
            label={t('register.confirmPassword')}
            placeholder={t('register.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            error={fieldErrorText(t, errors.confirmPassword)}
            {...form.input('confirmPassword')}
          />
          <TextField
            id="register-invite-code"
            label={t('register.inviteCode')}
            placeholder={t('register.inviteCodePlaceholder')}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={32}
            error={fieldErrorText(t, errors.inviteCode)}
            {...form.input('inviteCode')}
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
