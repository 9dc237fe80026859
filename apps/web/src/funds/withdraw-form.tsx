/** The card, the currency and the amount; the fund password comes after, in a sheet. */
import { useMemo, useState } from 'react';
import { withdrawRequest, type BankCard, type Currency, type UserInfo } from '@kabuto/contracts';
import { useConfig } from '../api/get-config';
import { FormCard, TextField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import { useZodForm } from '../ui/use-zod-form';
import { addAmountIssue, amountIssueText } from './amount-issue-text';
import { amountIssue, cashKeptForLoan, wholeBalance, type Limits } from './funds-rules';
import { CurrencyField, LimitsAndHours } from './funds-parts';
import { useWithdraw } from './api/withdraw';
import { WithdrawCards } from './withdraw-cards';
import { WithdrawSheet } from './withdraw-sheet';
import type { WithdrawOutcome } from './withdraw-done';
import styles from './funds.module.css';
import { OfflineReason } from '../ui/offline-reason';

export interface WithdrawFormProps {
  info: UserInfo;
  cards: readonly BankCard[];
  onDone: (outcome: WithdrawOutcome) => void;
}

export function WithdrawForm({ info, cards, onDone }: WithdrawFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { values: settings } = useConfig();
  // Yen always; another currency once the member holds some of it (after an exchange).
  const balances = info.balances.filter((balance) => balance.currency === 'JPY' || !/^0(\.0+)?$/.test(balance.available));
  const [currency, setCurrency] = useState<Currency>('JPY');
  const available = info.balances.find((balance) => balance.currency === currency)?.available ?? '0';
  // Yen may leave only up to the withdrawable amount: while a loan is owed, cash is its collateral too.
  const withdrawable = currency === 'JPY' ? info.withdrawable : null;
  const shown = withdrawable ?? available;
  const kept = currency === 'JPY' ? cashKeptForLoan(available, info.withdrawable) : null;
  // The minimum and maximum in the settings are yen amounts; other currencies are bounded by the balance.
  const limits: Limits | null =
    currency === 'JPY' && settings.minWithdraw && settings.maxWithdraw
      ? { min: settings.minWithdraw, max: settings.maxWithdraw }
      : null;
  const schema = useMemo(
    () =>
      withdrawRequest
        .pick({ bankCardId: true, amount: true })
        .superRefine(({ amount }, context) =>
          addAmountIssue(amountIssue(amount, currency, limits, available, withdrawable), context),
        ),
    [currency, limits?.min, limits?.max, available, withdrawable],
  );
  const firstUsable = cards.find((card) => !card.coolingDown);
  const form = useZodForm(schema, { bankCardId: firstUsable?.id ?? 0, amount: '' });
  const [confirming, setConfirming] = useState<{ bankCardId: number; amount: string } | null>(null);
  const card = cards.find((candidate) => candidate.id === confirming?.bankCardId);
  // Held by the form, not the sheet: the sheet closes after a lost reply, and the next try keeps the key.
  const withdraw = useWithdraw();

  const submit = form.handleSubmit((values) => setConfirming(values));
  const amountError = form.errors.amount
    ? amountIssueText(t, amountIssue(form.values.amount, currency, limits, available, withdrawable), currency)
    : undefined;

  return (
    <>
      <form onSubmit={submit} noValidate>
        <h2 className={styles.heading}>{t('withdraw.card')}</h2>
        <WithdrawCards
          cards={cards}
          value={form.values.bankCardId}
          onChange={(id) => form.setValue('bankCardId', id)}
          error={form.errors.bankCardId}
        />
        <h2 className={styles.heading}>{t('withdraw.amountHeading')}</h2>
        <FormCard>
          <CurrencyField
            currencies={balances.map((balance) => balance.currency)}
            value={currency}
            onChange={(next) => {
              setCurrency(next);
              form.setValue('amount', '');
            }}
            testId="withdraw-currency"
          />
          <TextField
            id="withdraw-amount"
            label={t('withdraw.amount', { currency })}
            placeholder={t('withdraw.amountPlaceholder')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            error={amountError}
            {...form.input('amount')}
          />
          <div className={styles.available}>
            <span data-testid="withdraw-available">
              {withdrawable === null
                ? t('withdraw.available', { amount: money.amount(available, currency) })
                : t('withdraw.withdrawable', { amount: money.amount(withdrawable, currency) })}
            </span>
            <button
              type="button"
              className={styles.all}
              onClick={() => form.setValue('amount', wholeBalance(shown, currency))}
              data-testid="withdraw-all"
            >
              {t('withdraw.all')}
            </button>
          </div>
          {kept && (
            <p className={styles.keptNote} data-testid="withdraw-kept-for-loan">
              {t('withdraw.keptForLoan', { kept: money.amount(kept, 'JPY') })}
            </p>
          )}
        </FormCard>
        <LimitsAndHours
          limits={limits}
          currency={currency}
          window={settings.withdrawHours ? { hours: settings.withdrawHours, days: settings.withdrawDays ?? 'weekdays' } : null}
          testId="withdraw"
        />
        <SubmitButton label={t('withdraw.next')} loading={false} disabled={withdraw.offline} testId="withdraw-next" />
        <OfflineReason offline={withdraw.offline} />
      </form>
      {confirming && card && (
        <WithdrawSheet
          card={card}
          amount={confirming.amount}
          currency={currency}
          withdraw={withdraw}
          onClose={() => setConfirming(null)}
          onDone={onDone}
        />
      )}
    </>
  );
}
