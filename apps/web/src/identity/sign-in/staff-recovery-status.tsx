/**
 * Recovery without a passkey, after filing: the request's state, read with the token kept on this
 * device, and once staff approved it the form that sets the new password with it, once.
 */
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { recoveryPasswordForm, type ReplyOf, recoveryRequestMemberApi } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { formatDateTime } from '../../ui/format-time';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { longToastMs, prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useRecoveryReset, useRecoveryStatus } from '../api/staff-recovery';
import styles from './auth-form.module.css';
import { identityPaths } from '../../shared/paths/identity-paths';

type Status = ReplyOf<typeof recoveryRequestMemberApi.recoveryStatus>;

export function StaffRecoveryStatus({
  requestToken,
  onStartOver,
  onPasswordSet,
}: {
  requestToken: string;
  onStartOver: () => void;
  onPasswordSet: () => void;
}) {
  const { t, language } = useTranslation();
  const read = useRecoveryStatus();
  const [status, setStatus] = useState<Status | null>(null);
  async function check() {
    const result = await read.run(requestToken);
    if (result.ok) setStatus(result.data);
  }
  // Read once when the screen opens; "check again" reads later.
  useEffect(() => void check(), [requestToken]);

  const text =
    status?.status === 'approved'
      ? t('recovery.statusApproved', { time: formatDateTime(status.expiresAt ?? '', language) })
      : status?.status === 'rejected'
        ? t('recovery.statusRejected', { reason: status.reason ?? '' })
        : status?.status === 'used'
          ? t('recovery.statusUsed')
          : status?.status === 'expired'
            ? t('recovery.statusExpired')
            : t('recovery.statusPending');

  return (
    <section data-testid="recovery-status" data-status={status?.status ?? 'loading'}>
      <h3 className={styles.recoveryHeading}>{t('recovery.staffTitle')}</h3>
      <p className={styles.recoveryText}>{t('recovery.filed')}</p>
      <p className={styles.recoveryStatus} data-testid="recovery-status-text">
        {text}
      </p>
      {status?.status === 'approved' ? (
        <NewPasswordForm requestToken={requestToken} onRefused={() => void check()} onDone={onPasswordSet} />
      ) : status?.status === 'pending' || !status ? (
        <Button block fill="outline" loading={read.pending} onClick={() => void check()} data-testid="recovery-check">
          {t('recovery.check')}
        </Button>
      ) : (
        <Button block fill="outline" onClick={onStartOver} data-testid="recovery-start-over">
          {t('recovery.startOver')}
        </Button>
      )}
    </section>
  );
}

function NewPasswordForm({
  requestToken,
  onRefused,
  onDone,
}: {
  requestToken: string;
  onRefused: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useRecoveryReset();
  const form = useZodForm(recoveryPasswordForm, { newPassword: '', confirmPassword: '' });
  const { errors } = form;

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await reset.run({ requestToken, ...values });
    if (!result.ok) {
      showServerFieldErrors(result.failure, form);
      return onRefused();
    }
    onDone();
    showToast(t('recovery.resetDone'), longToastMs);
    void navigate(identityPaths.signIn, { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="recovery-password-form">
      <FormCard>
        <TextField
          id="recovery-new"
          type="password"
          revealable
          label={t('recovery.newPassword')}
          placeholder={t('register.passwordPlaceholder')}
          autoComplete="new-password"
          error={fieldErrorText(t, errors.newPassword)}
          {...form.input('newPassword')}
        />
        <TextField
          id="recovery-confirm"
          type="password"
          revealable
          label={t('recovery.confirmPassword')}
          placeholder={t('register.confirmPasswordPlaceholder')}
          autoComplete="new-password"
          error={fieldErrorText(t, errors.confirmPassword)}
          {...form.input('confirmPassword')}
        />
      </FormCard>
      <SubmitButton label={t('recovery.save')} loading={reset.pending} testId="recovery-save" />
    </form>
  );
}
