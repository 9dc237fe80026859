/** Asks the member to confirm an action that cannot be undone from here; resolves true when confirmed. */
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
  /** `<testId>-confirm` and `<testId>-cancel` name the two buttons. */
  testId: string;
  danger?: boolean;
}

export async function confirm({
  title,
  content,
  confirmText,
  cancelText,
  testId,
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  const { Dialog } = await import('./imperative');
  return new Promise((resolve) => {
    Dialog.show({
      title,
      content,
      closeOnAction: true,
      onClose: () => resolve(false),
      actions: [
        [
          { key: 'cancel', text: <span data-testid={`${testId}-cancel`}>{cancelText}</span>, onClick: () => resolve(false) },
          {
            key: 'confirm',
            text: <span data-testid={`${testId}-confirm`}>{confirmText}</span>,
            bold: true,
            danger,
            onClick: () => resolve(true),
          },
        ],
      ],
    });
  });
}
