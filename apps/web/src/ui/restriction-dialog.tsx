/**
 * A restriction (trading or withdrawals suspended, the account frozen) is not a message to glance
 * at in a toast: it says to contact customer service, so it opens a dialog whose button leads to
 * the conversation in the app.
 */
import { Link } from 'react-router';
import { useTranslation } from './translation-context';

/** The refusals whose text tells the member to contact customer service, while they are signed in. */
export const supportRestrictionCodes: ReadonlySet<string> = new Set(['account_frozen', 'trade_barred', 'withdraw_barred']);

export function showRestriction(message: string, labels: { contact: string; close: string }, onContact: () => void): void {
  void import('./imperative').then(({ Dialog }) =>
    Dialog.show({
      content: <span data-testid="restriction-message">{message}</span>,
      closeOnAction: true,
      actions: [
        [
          { key: 'close', text: labels.close },
          {
            key: 'contact',
            text: <span data-testid="restriction-contact">{labels.contact}</span>,
            bold: true,
            onClick: onContact,
          },
        ],
      ],
    }),
  );
}

/** Under a refusal a screen shows itself: the way to customer service, when the refusal is a restriction. */
export function ContactSupportLink({ code }: { code: string | null }) {
  const { t } = useTranslation();
  if (code === null || !supportRestrictionCodes.has(code)) return null;
  return (
    <>
      {' '}
      <Link to="/user/support" data-testid="restriction-contact-link">
        {t('nav.customerService')} ›
      </Link>
    </>
  );
}
