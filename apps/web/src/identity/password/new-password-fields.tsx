/**
 * The new login password typed twice, as changing it and resetting it both ask for it: the same
 * labels, hints, autofill and error texts on both screens.
 */
import { fieldErrorText } from '../../ui/field-error';
import { TextField } from '../../ui/form-field';
import { useTranslation } from '../../ui/translation-context';
import type { ZodForm } from '../../ui/use-zod-form';

type BoundInput = ReturnType<ZodForm<{ password: string }, unknown>['input']>;

export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  errors,
}: {
  /** The inputs' ids are `<idPrefix>-new` and `<idPrefix>-confirm` (their test ids too). */
  idPrefix: string;
  newPassword: BoundInput;
  confirmPassword: BoundInput;
  errors: { newPassword?: string; confirmPassword?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-new`}
        type="password"
        revealable
        label={t('password.new')}
        placeholder={t('register.passwordPlaceholder')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.newPassword)}
        {...newPassword}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        type="password"
        revealable
        label={t('password.confirm')}
        placeholder={t('register.confirmPasswordPlaceholder')}
        autoComplete="new-password"
        error={fieldErrorText(t, errors.confirmPassword)}
        {...confirmPassword}
      />
    </>
  );
}
