/** Repaying, in one sheet: the amount (or all of it), checked against what is owed and the cash, then a confirmation. */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { FormCard, TextField } from '../ui/form-field';
import { InfoList } from '../ui/info-list';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
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
  const [confirming, setConfirming] = useState(false);
  const amount = wholeYen(amountText);
  const body = { loanId, amount: amount?.toString() ?? '' };

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (amount === null) return setError(t('loans.amountErrors.notWhole'));
    if (amount > BigInt(owed)) return setError(t('loans.amountErrors.aboveOwed', { owed: money.amount(owed, 'JPY') }));
    if (amount > BigInt(cash)) return setError(t('loans.amountErrors.aboveCash', { cash: money.amount(cash, 'JPY') }));
    repayLoan.open(body);
    setConfirming(true);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (repayLoan.pending) return;
    prepareToasts();
    const result = await repayLoan.run(body);
    if (result.ok) showToast(t('loans.repaid', { owed: money.amount(result.data.owed, 'JPY') }));
    onClose();
  }

  return (
    <Sheet
      open
      title={confirming ? t('loans.repayConfirmTitle') : t('loans.repayTitle')}
      onClose={onClose}
      testId="loan-repay-sheet"
    >
      {confirming ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList
            testId="loan-repay-summary"
            rows={[
              { key: 'amount', label: t('loans.confirmAmount'), value: money.amount(body.amount, 'JPY'), strong: true },
              { key: 'owed', label: t('loans.owed'), value: money.amount(owed, 'JPY') },
            ]}
          />
          <SubmitButton
            label={t('loans.repayConfirm', { amount: money.amount(body.amount, 'JPY') })}
            loading={repayLoan.pending}
            offline={repayLoan.offline}
            testId="loan-repay-confirm"
          />
          <Button block fill="none" onClick={() => setConfirming(false)} data-testid="loan-repay-back">
            {t('app.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
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
          <SubmitButton label={t('loans.review')} loading={false} testId="loan-repay-review" />
        </form>
      )}
    </Sheet>
  );
}
