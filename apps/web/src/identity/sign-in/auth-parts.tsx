/** The pieces the sign-in and register screens share. */
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { TextField, type TextFieldProps } from '../../ui/form-field';
import { useTranslation } from '../../ui/translation-context';
import styles from './auth-form.module.css';

export function AuthIntro({ heading, subheading }: { heading: string; subheading: string }) {
  return (
    <div className={styles.intro}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.subheading}>{subheading}</p>
    </div>
  );
}

/** "New to Kabuto? Open an account" and the reverse; replaces the screen so back skips the detour. */
export function AuthSwitch({ question, label, to, testId }: { question: string; label: string; to: string; testId: string }) {
  return (
    <p className={styles.switch}>
      {question}
      <Link to={to} replace data-testid={testId}>
        {label}
      </Link>
    </p>
  );
}

/** The account field: a ten-digit phone number, typed on the numeric keyboard. */
export const PhoneField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(function PhoneField(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('form.account')}
      placeholder={t('form.accountPlaceholder')}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={10}
      autoComplete="username"
      {...props}
    />
  );
});
