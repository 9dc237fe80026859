/** A tick box with a sentence beside it (which may hold a link), and its error beneath. */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './check-field.module.css';

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  children: ReactNode;
  error?: string;
}

export const CheckField = forwardRef<HTMLInputElement, CheckFieldProps>(function CheckField(
  { id, children, error, ...input },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? styles.invalid : undefined}>
      <div className={styles.row}>
        <input
          {...input}
          ref={ref}
          id={id}
          data-testid={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {/* The link inside stays a link: only the text outside it is part of the label. */}
        <label className={styles.text} htmlFor={id}>
          {children}
        </label>
      </div>
      {error && (
        <p className={styles.error} id={errorId} role="alert" data-testid={errorId}>
          {error}
        </p>
      )}
    </div>
  );
});
