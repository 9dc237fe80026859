/**
 * Set the six-digit fund password (first time, with the login password) or change it (with the
 * old one). Withdrawals ask for it; a withdrawal screen sends a member here when it is missing.
 */
import { setFundPasswordRequest } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { Page } from '../../ui/page';
import { PageLoading } from '../../ui/page-loading';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useGoBack } from '../../ui/use-go-back';
import { useZodForm } from '../../ui/use-zod-form';
import { useSetFundPassword } from '../api/set-fund-password';
import { useUserInfo } from '../../shared/api/get-user-info';
import { LoadFailed } from '../../ui/load-failed';
import styles from './password.module.css';

// The contract leaves both optional because either one is enough; this screen knows which it needs.
const firstTimeSchema = setFundPasswordRequest.superRefine((body, context) => {
  if (!body.loginPassword) context.addIssue({ code: 'custom', message: 'required', path: ['loginPassword'] });
});
const changeSchema = setFundPasswordRequest.superRefine((body, context) => {
  if (!body.oldFundPassword) context.addIssue({ code: 'custom', message: 'required', path: ['oldFundPassword'] });
});

export function FundPasswordPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  const changing = info.data?.hasFundPassword === true;
  return (
    <Page
      title={changing ? t('fundPassword.changeTitle') : t('fundPassword.setTitle')}
      backTo="/user/usercenter"
      testId="fund-password-page"
    >
      {info.data ? <FundPasswordForm changing={changing} /> : info.isError ? <LoadFailed query={info} /> : <PageLoading />}
    </Page>
  );
}

function FundPasswordForm({ changing }: { changing: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack('/user/usercenter');
  const setFundPassword = useSetFundPassword();
  const form = useZodForm(changing ? changeSchema : firstTimeSchema, {
    loginPassword: '',
    oldFundPassword: '',
    fundPassword: '',
    confirmFundPassword: '',
  });
  const { errors } = form;

  const submit = form.handleSubmit(async ({ loginPassword, oldFundPassword, fundPassword, confirmFundPassword }) => {
    prepareToasts();
    const result = await setFundPassword.run(
      changing ? { oldFundPassword, fundPassword, confirmFundPassword } : { loginPassword, fundPassword, confirmFundPassword },
    );
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(changing ? t('fundPassword.changed') : t('fundPassword.set'));
    goBack();
  });

  const digits = { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, autoComplete: 'off' } as const;
  return (
    <>
      <p className={styles.intro}>{changing ? t('fundPassword.changeIntro') : t('fundPassword.setIntro')}</p>
      <form onSubmit={submit} noValidate>
        <FormCard>
          {changing ? (
            <TextField
              id="fund-password-old"
              type="password"
              revealable
              label={t('fundPassword.old')}
              placeholder={t('fundPassword.oldPlaceholder')}
              error={fieldErrorText(t, errors.oldFundPassword)}
              {...digits}
              {...form.input('oldFundPassword')}
            />
          ) : (
            <TextField
              id="fund-password-login"
              type="password"
              revealable
              label={t('fundPassword.loginPassword')}
              placeholder={t('form.passwordPlaceholder')}
              autoComplete="current-password"
              error={fieldErrorText(t, errors.loginPassword)}
              {...form.input('loginPassword')}
            />
          )}
          <TextField
            id="fund-password-new"
            type="password"
            revealable
            label={t('fundPassword.new')}
            placeholder={t('fundPassword.newPlaceholder')}
            error={fieldErrorText(t, errors.fundPassword)}
            {...digits}
            {...form.input('fundPassword')}
          />
          <TextField
            id="fund-password-confirm"
            type="password"
            revealable
            label={t('fundPassword.confirm')}
            placeholder={t('fundPassword.confirmPlaceholder')}
            error={fieldErrorText(t, errors.confirmFundPassword)}
            {...digits}
            {...form.input('confirmFundPassword')}
          />
        </FormCard>
        <SubmitButton
          label={changing ? t('fundPassword.submitChange') : t('fundPassword.submitSet')}
          loading={setFundPassword.pending}
          testId="fund-password-submit"
        />
      </form>
    </>
  );
}
