/**
 * Set a new login password after signing in with a passkey from "Forgot password": the old
 * password is not asked for; the passkey is, once more, and the server ends every other session.
 */
import { useNavigate } from 'react-router';
import { resetPasswordForm } from '@kabuto/contracts';
import { FormCard } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast, longToastMs } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useResetPassword } from '../api/reset-password';
import { NewPasswordFields } from './new-password-fields';
import styles from './password.module.css';
import { homePath } from '../../shared/paths/app-paths';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword(t('recovery.cancelled'));
  const form = useZodForm(resetPasswordForm, { newPassword: '', confirmPassword: '' });
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await reset.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(t('recovery.done'), longToastMs);
    void navigate(homePath, { replace: true });
  });

  return (
    <Page title={t('recovery.resetTitle')} backTo="/home/index" testId="reset-password-page">
      <p className={styles.intro}>{t('recovery.resetIntro')}</p>
      <form onSubmit={submit} noValidate>
        <FormCard>
          <NewPasswordFields
            idPrefix="reset"
            newPassword={form.input('newPassword')}
            confirmPassword={form.input('confirmPassword')}
            errors={errors}
          />
        </FormCard>
        <SubmitButton label={t('recovery.submit')} loading={reset.pending} testId="reset-submit" />
      </form>
    </Page>
  );
}
