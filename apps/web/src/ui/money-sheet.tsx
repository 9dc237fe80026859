/**
 * A money call in one sheet, in two steps: the form (with, where money is held, what will be held
 * against what the member can hold now, the shortfall and the way to deposit), then a confirmation
 * of exactly what is sent. Copy following, loan applying and repaying, applying for a block trade
 * or placement and bidding in an auction all use it. The call itself lives with the page, so its
 * idempotency key outlives the sheet; the sheet only opens it (on review) and runs it (on confirm).
 * Test ids grow from one stem: `-sheet`, `-review`, `-hold`, `-summary`, `-confirm`, `-back`.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { HoldSummary, holdShortfall } from './hold-summary';
import type { InfoRow } from './info-list';
import { InfoList } from './info-list';
import { Sheet } from './sheet';
import { SubmitButton } from './submit-button';
import { prepareToasts } from './toast';
import { useTranslation } from './translation-context';

/** What the sheet needs of the page's money call. */
export interface MoneySheetCall {
  pending: boolean;
  offline: boolean;
}

/** Yen the call will hold and yen the member can hold now (null while loading); the screen that deposits. */
export interface MoneySheetHold {
  amount: string;
  available: string | null;
  depositPath: string;
}

export interface MoneySheetProps {
  /** The stem of the sheet's test ids, e.g. `loan-apply`. */
  testId: string;
  titles: { review: string; confirm: string };
  call: MoneySheetCall;
  /** Checks the form; true opens the call and moves to the confirmation. */
  onReview: () => boolean;
  /** Runs the call (toasts are prepared before it) and closes or moves on. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  labels: { review: string; confirm: string };
  /** The form's fields and what they mean, above the hold. */
  children: ReactNode;
  hold?: MoneySheetHold;
  /** Under the hold, on the form. */
  reviewNote?: ReactNode;
  /** The confirmation: exactly what is sent, and a note under it. */
  summary: readonly InfoRow[];
  confirmNote?: ReactNode;
}

export function MoneySheet(props: MoneySheetProps) {
  const { testId, titles, call, onReview, onConfirm, onClose, labels, children, hold, reviewNote, summary, confirmNote } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const short = hold ? holdShortfall(hold.amount, hold.available) : null;

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onReview()) setConfirming(true);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (call.pending) return;
    prepareToasts();
    await onConfirm();
  }

  return (
    <Sheet open title={confirming ? titles.confirm : titles.review} onClose={onClose} testId={`${testId}-sheet`}>
      {confirming ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList testId={`${testId}-summary`} rows={summary} />
          {confirmNote}
          <SubmitButton label={labels.confirm} loading={call.pending} offline={call.offline} testId={`${testId}-confirm`} />
          <Button block fill="none" onClick={() => setConfirming(false)} data-testid={`${testId}-back`}>
            {t('app.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          {children}
          {hold && (
            <HoldSummary hold={hold.amount} available={hold.available} depositPath={hold.depositPath} testId={`${testId}-hold`} />
          )}
          {reviewNote}
          <SubmitButton label={labels.review} loading={false} disabled={short !== null} testId={`${testId}-review`} />
        </form>
      )}
    </Sheet>
  );
}
