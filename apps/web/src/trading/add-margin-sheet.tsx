/**
 * Adding margin: a whole-yen amount from the available balance, confirmed, then the position's new
 * margin and liquidation price.
 */
import { useState, type FormEvent } from 'react';
import { addMarginRequest, type ReplyOf, tradingMemberApi } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { fieldErrorText } from '../ui/field-error';
import { FormCard, TextField } from '../ui/form-field';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useUserInfo } from '../shared/api/get-user-info';
import type { AddMargin } from './api/add-margin';
import styles from './positions.module.css';

export type MarginAdded = ReplyOf<typeof tradingMemberApi.tradeAddMargin>;

const amountSchema = addMarginRequest.shape.amount;

export interface AddMarginSheetProps {
  positionId: number;
  /** The screen's call, whose idempotency key outlives this sheet. */
  addMargin: AddMargin;
  onClose: () => void;
  onAdded: (result: MarginAdded) => void;
}

export function AddMarginSheet({ positionId, addMargin, onClose, onAdded }: AddMarginSheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const info = useUserInfo();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const available = info.data?.balances.find((balance) => balance.currency === 'JPY')?.available ?? info.data?.available;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addMargin.pending) return;
    const parsed = amountSchema.safeParse(amount);
    if (!parsed.success) {
      return setError(fieldErrorText(t, amount.trim() === '' ? 'required' : parsed.error.issues[0]?.message));
    }
    const request = { positionId, amount: parsed.data };
    addMargin.open(request);
    const confirmed = await confirm({
      title: t('positionDetail.addMarginConfirmTitle'),
      content: t('positionDetail.addMarginConfirmBody', { amount: money.amount(parsed.data, 'JPY') }),
      confirmText: t('positionDetail.addMarginConfirm'),
      cancelText: t('user.cancel'),
      testId: 'add-margin-confirm',
    });
    if (!confirmed) return;
    prepareToasts();
    const result = await addMargin.run(request);
    if (result.ok) {
      showToast(t('positionDetail.marginAdded'));
      return onAdded(result.data);
    }
    // A refusal of the amount is said under it; anything else (balance, state) the client showed already.
    if (result.failure.fields.amount) setError(fieldErrorText(t, result.failure.fields.amount));
  }

  return (
    <Sheet open title={t('positionDetail.addMargin')} onClose={onClose} testId="add-margin-sheet">
      <form onSubmit={(event) => void submit(event)} noValidate>
        {available !== undefined && (
          <p className={styles.sheetIntro} data-testid="add-margin-available">
            {t('positionDetail.addMarginIntro', { amount: money.amount(available, 'JPY') })}
          </p>
        )}
        <FormCard>
          <TextField
            id="add-margin-amount"
            label={t('positionDetail.amount')}
            placeholder={t('positionDetail.amountPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        </FormCard>
        <SubmitButton label={t('positionDetail.addMarginNext')} loading={addMargin.pending} testId="add-margin-submit" />
      </form>
    </Sheet>
  );
}
