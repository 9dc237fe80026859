/** Name, ID number and a photo of each side of the ID card, sent for review. */
import { realNameRequest } from '@kabuto/contracts';
import { fieldErrorText } from '../../ui/field-error';
import { FormCard, TextField } from '../../ui/form-field';
import { PhotoPicker } from '../../ui/photo-picker';
import { showServerFieldErrors } from '../../ui/server-field-errors';
import { SubmitButton } from '../../ui/submit-button';
import { prepareToasts, showToast } from '../../ui/toast';
import { useTranslation } from '../../ui/translation-context';
import { useZodForm } from '../../ui/use-zod-form';
import { useSubmitVerification } from '../api/submit-verification';
import { usePhotoUpload } from '../../shared/uploads/use-photo-upload';
import styles from './verification.module.css';

export function VerificationForm({ again }: { again: boolean }) {
  const { t } = useTranslation();
  const submitVerification = useSubmitVerification();
  const form = useZodForm(realNameRequest, { name: '', idNumber: '', frontImage: '', backImage: '' });
  const { errors } = form;
  const front = usePhotoUpload((fileId) => form.setValue('frontImage', fileId));
  const back = usePhotoUpload((fileId) => form.setValue('backImage', fileId));
  const uploading = front.state.status === 'uploading' || back.state.status === 'uploading';

  const submit = form.handleSubmit(async (values) => {
    prepareToasts();
    const result = await submitVerification.run(values);
    if (!result.ok) return showServerFieldErrors(result.failure, form);
    showToast(t('verification.submitted'));
  });

  return (
    <form onSubmit={submit} noValidate data-testid="verification-form">
      <FormCard>
        <TextField
          id="verification-name"
          label={t('verification.name')}
          placeholder={t('verification.namePlaceholder')}
          autoComplete="name"
          maxLength={100}
          error={fieldErrorText(t, errors.name)}
          {...form.input('name')}
        />
        <TextField
          id="verification-id-number"
          label={t('verification.idNumber')}
          placeholder={t('verification.idNumberPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          error={fieldErrorText(t, errors.idNumber)}
          {...form.input('idNumber')}
        />
      </FormCard>
      <h2 className={styles.heading}>{t('verification.photos')}</h2>
      <p className={styles.hint}>{t('verification.photosHint')}</p>
      <div className={styles.photos}>
        <PhotoPicker
          id="verification-front"
          label={t('verification.front')}
          state={front.state}
          error={fieldErrorText(t, errors.frontImage)}
          onPick={front.pick}
        />
        <PhotoPicker
          id="verification-back"
          label={t('verification.back')}
          state={back.state}
          error={fieldErrorText(t, errors.backImage)}
          onPick={back.pick}
        />
      </div>
      <SubmitButton
        label={again ? t('verification.submitAgain') : t('verification.submit')}
        loading={submitVerification.pending}
        disabled={uploading}
        testId="verification-submit"
      />
    </form>
  );
}
