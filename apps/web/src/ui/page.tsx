/** A screen with a title bar and a back button; the shared frame of every inner screen. */
import type { ReactNode } from 'react';
import { BackIcon } from './icons';
import { useTranslation } from './translation-context';
import { useGoBack } from './use-go-back';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  /** Where back leads when there is no history (the screen was opened directly); null hides it. */
  backTo?: string | null;
  /** Content runs edge to edge instead of inside the page's padding. */
  flush?: boolean;
  testId?: string;
  children: ReactNode;
}

export function Page({ title, backTo = '/home/index', flush = false, testId, children }: PageProps) {
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <div className={styles.side}>{backTo !== null && <BackButton fallbackPath={backTo} />}</div>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.side} />
      </header>
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </div>
  );
}

function BackButton({ fallbackPath }: { fallbackPath: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallbackPath);
  return (
    <button type="button" className={styles.back} onClick={goBack} aria-label={t('app.back')} data-testid="nav-back">
      <BackIcon />
    </button>
  );
}
