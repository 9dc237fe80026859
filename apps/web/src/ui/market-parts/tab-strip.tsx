/** A row of tabs, one chosen: boards, hot lists, chart periods. Light, and scrolls when crowded. */
import { useEffect, useRef } from 'react';
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
  const strip = useRef<HTMLDivElement>(null);
  // A crowded strip scrolls sideways only (never the page) to keep the chosen tab in sight,
  // so a tab opened by its address (`?tab=auction`) is not hidden off the edge.
  useEffect(() => {
    const row = strip.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const left = chosen.offsetLeft - row.offsetLeft;
    if (left < row.scrollLeft || left + chosen.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, left - (row.clientWidth - chosen.offsetWidth) / 2);
    }
  }, [value]);
  return (
    <div ref={strip} className={compact ? styles.chips : styles.tabs} role="tablist" aria-label={label} data-testid={testId}>
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
