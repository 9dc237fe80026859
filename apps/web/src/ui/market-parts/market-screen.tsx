/**
 * The frame of every market screen: the page with its title and the label that says the prices are
 * simulated. (The language's rise and fall colours are set on the page's root for every screen.)
 */
import type { ReactNode } from 'react';
import { Page } from '../page';
import { SimulatedLabel } from './simulated-label';
import styles from './parts.module.css';

export interface MarketScreenProps {
  title: string;
  /** Where back leads without history; null for the tab screens, which have no back. */
  backTo?: string | null;
  testId: string;
  /** Whether the screen shows prices, and so whether they are live or polled; news does not. */
  prices?: boolean;
  children: ReactNode;
}

export function MarketScreen({ title, backTo = '/home/index', testId, prices = true, children }: MarketScreenProps) {
  return (
    <Page title={title} backTo={backTo} flush testId={testId}>
      <div className={styles.screen}>
        <SimulatedLabel feed={prices} />
        {children}
      </div>
    </Page>
  );
}
