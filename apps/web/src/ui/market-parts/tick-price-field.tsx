/** A price field stepped a tick at a time with − and +, along the exchange's tick table (order sheet, exits). */
import type { TickTable } from '@kabuto/domain';
import { useTranslation } from '../translation-context';
import { stepPrice } from './price-steps';
import styles from './tick-price-field.module.css';

export interface TickPriceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (price: string) => void;
  table: TickTable | null;
  tick: string | null;
  /** Already translated. */
  error: string | undefined;
  note?: string;
}

/** A price typed or stepped a tick at a time with − and +, as the exchange's table moves. */
export function TickPriceField({ id, label, value, onChange, table, tick, error, note }: TickPriceFieldProps) {
  const { t } = useTranslation();
  const describedBy = error ? `${id}-error` : note ? `${id}-note` : undefined;
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stepPrice(value, -1, table, tick))}
          aria-label={t('conditional.stepDown')}
          data-testid={`${id}-down`}
        >
          −
        </button>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={id}
        />
        <button
          type="button"
          className={styles.step}
          onClick={() => onChange(stepPrice(value, 1, table, tick))}
          aria-label={t('conditional.stepUp')}
          data-testid={`${id}-up`}
        >
          +
        </button>
      </div>
      {error ? (
        <p className={styles.error} id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : (
        note && (
          <p className={styles.note} id={`${id}-note`}>
            {note}
          </p>
        )
      )}
    </div>
  );
}
