/**
 * The frame of every market screen: the page with its title, the language's rise and fall colours
 * for everything inside, and the label that says the prices are simulated.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Page } from '../page';
import { useTranslation } from '../translation-context';
import { toneVariables } from './price-tone';
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
      <ToneScope className={styles.screen}>
        <SimulatedLabel feed={prices} />
        {children}
      </ToneScope>
    </Page>
  );
}

/** Sets `--kb-up`, `--kb-down` and `--kb-flat` for the language on everything inside. */
export function ToneScope({ className, children }: { className?: string; children: ReactNode }) {
  const { language } = useTranslation();
  const style: CSSProperties = toneVariables(language);
  return (
    <div className={className} style={style}>
      {children}
    </div>
  );
}
