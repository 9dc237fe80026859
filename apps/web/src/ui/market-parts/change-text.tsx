/** A figure coloured by the direction of a change, in the language's convention (see price-tone). */
import type { ReactNode } from 'react';
import { toneOf } from './price-tone';
import styles from './parts.module.css';

export function Toned({ change, children, testId }: { change: string | null | undefined; children: ReactNode; testId?: string }) {
  return (
    <span className={styles.toned} data-tone={toneOf(change)} data-testid={testId}>
      {children}
    </span>
  );
}

/** The change in percent on a filled pill: the list rows' right-hand column. */
export function ChangePill({ change, children, testId }: { change: string; children: ReactNode; testId?: string }) {
  return (
    <span className={styles.pill} data-tone={toneOf(change)} data-testid={testId}>
      {children}
    </span>
  );
}
