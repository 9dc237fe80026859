/** Label and value rows on a card: details of an order, an account, a transfer to make. */
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import styles from './info-list.module.css';

export interface InfoRow {
  key: string;
  label: string;
  value: ReactNode;
  /** The text a copy button copies; no button without it. */
  copy?: string;
  /** Makes the value stand out: the one thing the member must not get wrong. */
  strong?: boolean;
}

export function InfoList({ rows, testId }: { rows: readonly InfoRow[]; testId?: string }) {
  return (
    <dl className={styles.list} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.key} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd
            className={row.strong ? `${styles.value} ${styles.strong}` : styles.value}
            data-testid={testId && `${testId}-${row.key}`}
          >
            {row.value}
          </dd>
          {row.copy !== undefined && (
            <CopyButton text={row.copy} label={row.label} testId={testId && `${testId}-${row.key}-copy`} />
          )}
        </div>
      ))}
    </dl>
  );
}
