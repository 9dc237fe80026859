/** Change the login password; every other device is signed out by the server. */
import { useNavigate } from 'react-router';
import { changePasswordRequest } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast, longToastMs } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';
import styles from './password.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

export function LoginPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const form = useZodForm(changePasswordRequest, { oldPassword: '', newPassword: '', confirmPassword: '' });
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await changePassword.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(t('password.changed'), longToastMs);
    void navigate(identityPaths.mine, { replace: true });
  });

  return (
    <Page title={t('password.title')} backTo="/user/usercenter" testId="login-password-page">
      <p className={styles.intro}>{t('password.intro')}</p>
      <form onSubmit={submit} noValidate>
        <FormCard>
          <TextField
            id="password-old"
            type="password"
            revealable
            label={t('password.old')}
            placeholder={t('password.oldPlaceholder')}
            autoComplete="current-password"
            error={fieldErrorText(t, errors.oldPassword)}
            {...form.input('oldPassword')}
          />
          <NewPasswordFields
            idPrefix="password"
            newPassword={form.input('newPassword')}
            confirmPassword={form.input('confirmPassword')}
            errors={errors}
          />
        </FormCard>
        <SubmitButton label={t('password.submit')} loading={changePassword.pending} testId="password-submit" />
      </form>
    </Page>
  );
}
