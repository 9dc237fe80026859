/**
 * Recovery without a passkey, the filing: the phone number and a new photo of the ID, sent
 * together without signing in. The answer is the same whether or not the account exists; the
 * request token it carries is kept on this device to follow the request.
 */
import { useEffect, useState } from 'react';
import { recoveryFileForm } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard } from '../../ui/form-field';
import { acceptedPhotoTypes, PhotoPicker, type PhotoState } from '../../ui/photo-picker';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { PhoneField } from './auth-parts';
import { useFileRecovery } from '../api/staff-recovery';
import styles from './auth-form.module.css';

export function StaffRecoveryRequest({ onFiled }: { onFiled: (requestToken: string) => void }) {
  const { t } = useTranslation();
  const fileRecovery = useFileRecovery();
  const form = useZodForm(recoveryFileForm, { account: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoState, setPhotoState] = useState<PhotoState>({ status: 'empty' });
  const [photoError, setPhotoError] = useState<string | undefined>();
  const previewUrl = photoState.status === 'empty' ? null : photoState.previewUrl;
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  function pick(file: File) {
    if (!acceptedPhotoTypes.split(',').includes(file.type)) return showToast(t('errors.upload_refused'));
    setPhoto(file);
    setPhotoError(undefined);
    setPhotoState({ status: 'chosen', previewUrl: URL.createObjectURL(file) });
  }

  const submit = form.handleSubmit(async (values) => {
    if (!photo || !previewUrl) return setPhotoError(t('fields.required'));
    prepareToasts();
    setPhotoState({ status: 'uploading', previewUrl, progress: 0 });
    const result = await fileRecovery.run(values.account, photo, (progress) =>
      setPhotoState((current) => (current.status === 'uploading' ? { ...current, progress } : current)),
    );
    setPhotoState({ status: 'chosen', previewUrl });
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    onFiled(result.data.requestToken);
  });

  return (
    <form onSubmit={submit} noValidate data-testid="recovery-request-form">
      <h3 className={styles.recoveryHeading}>{t('recovery.staffTitle')}</h3>
      <p className={styles.recoveryText}>{t('recovery.withoutPasskey')}</p>
      <FormCard>
        <PhoneField id="recovery-account" error={fieldErrorText(t, form.errors.account)} {...form.input('account')} />
      </FormCard>
      <div className={styles.recoveryPhoto}>
        <PhotoPicker id="recovery-photo" label={t('recovery.photo')} state={photoState} error={photoError} onPick={pick} />
      </div>
      <p className={styles.recoveryText}>{t('recovery.photoHint')}</p>
      <SubmitButton label={t('recovery.send')} loading={fileRecovery.pending} testId="recovery-send" />
    </form>
  );
}
