/** A labelled native select: the phone shows its own picker, which suits a short fixed list. */
import type { SelectHTMLAttributes } from 'react';
import styles from './form-field.module.css';

export interface SelectFieldProps<Value extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

export function SelectField<Value extends string>({ id, label, value, options, onChange, ...select }: SelectFieldProps<Value>) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          {...select}
          id={id}
          data-testid={id}
          className={`${styles.input} ${styles.select}`}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
