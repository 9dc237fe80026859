/**
 * A panel that slides up from the bottom over a dimmed screen, for one short step (a password
 * before a withdrawal). Escape, the close button or a tap on the dimmed part closes it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from './translation-context';
import styles from './sheet.module.css';

export interface SheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

export function Sheet({ open, title, onClose, testId, children }: SheetProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  // The latest handler, so that opening is the only thing that moves the focus.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    // Focus moves into the sheet so the keyboard and screen readers follow it.
    panel.current?.querySelector<HTMLElement>('input, button:not([data-close])')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${testId}-title`}
        data-testid={testId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.head}>
          <h2 className={styles.title} id={`${testId}-title`}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('common.close')}
            data-close
            data-testid={`${testId}-close`}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
