/** A row of chips of which exactly one is chosen: a card type, a currency, a list filter. */
import styles from './choice-chips.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface ChoiceChipsProps<Value extends string> {
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** `<testId>-<value>` names each chip. */
  testId: string;
  /** Chips that fill the width in equal parts, like tabs. */
  stretch?: boolean;
}

export function ChoiceChips<Value extends string>({
  label,
  choices,
  value,
  onChange,
  testId,
  stretch = false,
}: ChoiceChipsProps<Value>) {
  return (
    <div className={stretch ? `${styles.chips} ${styles.stretch}` : styles.chips} role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="radio"
          aria-checked={choice.value === value}
          disabled={choice.disabled}
          className={styles.chip}
          onClick={() => onChange(choice.value)}
          data-testid={`${testId}-${choice.value}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
