/** A row of tabs, one chosen: boards, hot lists, chart periods. Light, and scrolls when crowded. */
import styles from './parts.module.css';

export interface TabChoice<Value extends string> {
  value: Value;
  label: string;
}

export interface TabStripProps<Value extends string> {
  label: string;
  choices: readonly TabChoice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** `<testId>-<value>` names each tab. */
  testId: string;
  /** Small chips instead of underlined tabs, for the chart's indicator pickers. */
  compact?: boolean;
}

export function TabStrip<Value extends string>({
  label,
  choices,
  value,
  onChange,
  testId,
  compact = false,
}: TabStripProps<Value>) {
  return (
    <div className={compact ? styles.chips : styles.tabs} role="tablist" aria-label={label} data-testid={testId}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          role="tab"
          aria-selected={choice.value === value}
          className={compact ? styles.chip : styles.tab}
          onClick={() => onChange(choice.value)}
          data-testid={`${testId}-${choice.value}`}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
