/**
 * Labelled inputs for the forms. They are native inputs, so the label, the keyboard type, the
 * browser's password manager and test tools all see a real `<input>`.
 */
import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { useTranslation } from './translation-context';
import styles from './form-field.module.css';

export function FormCard({ children }: { children: ReactNode }) {
  return <div className={styles.card}>{children}</div>;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's id and test id; the error line is `<id>-error`. */
  id: string;
  label: string;
  /** Already translated. */
  error?: string;
  /** Shows a button that reveals the password. */
  revealable?: boolean;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, revealable = false, type = 'text', ...input },
  ref,
) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          ref={ref}
          id={id}
          data-testid={id}
          type={revealable && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {revealable && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={revealed}
          >
            {revealed ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        )}
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert" data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
