/** Repaying, in one money sheet: the amount (or all of it), checked against what is owed and the cash, then a confirmation. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { FormCard, TextField } from '../ui/form-field';
import { MoneySheet } from '../ui/money-sheet';
import { showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { RepayLoan } from './api/loan-calls';
import { wholeYen } from './loan-figures';
import styles from './loans.module.css';

export interface RepaySheetProps {
  loanId: number;
  owed: string;
  cash: string;
  repayLoan: RepayLoan;
  onClose: () => void;
}

export function RepaySheet({ loanId, owed, cash, repayLoan, onClose }: RepaySheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const amount = wholeYen(amountText);
  const body = { loanId, amount: amount?.toString() ?? '' };

  function amountError(): string | undefined {
    if (amount === null) return t('loans.amountErrors.notWhole');
    if (amount > BigInt(owed)) return t('loans.amountErrors.aboveOwed', { owed: money.amount(owed, 'JPY') });
    if (amount > BigInt(cash)) return t('loans.amountErrors.aboveCash', { cash: money.amount(cash, 'JPY') });
    return undefined;
  }

  function review(): boolean {
    const found = amountError();
    setError(found);
    if (found !== undefined) return false;
    repayLoan.open(body);
    return true;
  }

  async function confirm() {
    const result = await repayLoan.run(body);
    if (result.ok) showToast(t('loans.repaid', { owed: money.amount(result.data.owed, 'JPY') }));
    onClose();
  }

  return (
    <MoneySheet
      testId="loan-repay"
      titles={{ review: t('loans.repayTitle'), confirm: t('loans.repayConfirmTitle') }}
      labels={{ review: t('loans.review'), confirm: t('loans.repayConfirm', { amount: money.amount(body.amount, 'JPY') }) }}
      call={repayLoan}
      onReview={review}
      onConfirm={confirm}
      onClose={onClose}
      summary={[
        { key: 'amount', label: t('loans.confirmAmount'), value: money.amount(body.amount, 'JPY'), strong: true },
        { key: 'owed', label: t('loans.owed'), value: money.amount(owed, 'JPY') },
      ]}
    >
      <FormCard>
        <TextField
          id="loan-repay-amount"
          label={t('loans.repayAmount')}
          inputMode="numeric"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </FormCard>
      <Button fill="none" color="primary" onClick={() => setAmountText(owed)} data-testid="loan-repay-all">
        {t('loans.repayAll', { owed: money.amount(owed, 'JPY') })}
      </Button>
      <p className={styles.note}>{t('loans.repayNote', { cash: money.amount(cash, 'JPY') })}</p>
    </MoneySheet>
  );
}
