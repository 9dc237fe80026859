/**
 * Applying for a loan, in one sheet: the amount and term with the rate and the interest they
 * mean, then a confirmation of exactly what is sent. The call lives with the page, so its
 * idempotency key outlives the sheet.
 */
import { useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { ChoiceChips } from '../ui/choice-chips';
import { FormCard, TextField } from '../ui/form-field';
import { InfoList } from '../ui/info-list';
import { Sheet } from '../ui/sheet';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts, showToast } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import type { ApplyLoan } from './api/loan-calls';
import { termInterest, wholeYen } from './loan-figures';
import styles from './loans.module.css';

export interface ApplySheetProps {
  available: string;
  apr: string;
  termOptions: readonly number[];
  applyLoan: ApplyLoan;
  onClose: () => void;
}

export function ApplySheet({ available, apr, termOptions, applyLoan, onClose }: ApplySheetProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [amountText, setAmountText] = useState('');
  const [term, setTerm] = useState(String(termOptions[0] ?? ''));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const amount = wholeYen(amountText);
  const termDays = Number(term);
  const interest = amount === null ? '0' : termInterest(amount, termDays, apr);
  const body = { amount: amount?.toString() ?? '', termDays };

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (amount === null) return setError(t('loans.amountErrors.notWhole'));
    if (amount > BigInt(available))
      return setError(t('loans.amountErrors.aboveAvailable', { available: money.amount(available, 'JPY') }));
    applyLoan.open(body);
    setConfirming(true);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (applyLoan.pending) return;
    prepareToasts();
    const result = await applyLoan.run(body);
    if (result.ok) showToast(t('loans.applied'));
    onClose();
  }

  const rows = [
    { key: 'amount', label: t('loans.confirmAmount'), value: money.amount(body.amount || '0', 'JPY'), strong: true },
    { key: 'term', label: t('loans.confirmTerm'), value: t('loans.termDays', { days: termDays }) },
    { key: 'rate', label: t('loans.confirmRate'), value: t('loans.aprValue', { apr }) },
    { key: 'interest', label: t('loans.confirmInterest'), value: money.amount(interest, 'JPY') },
  ];

  return (
    <Sheet open title={confirming ? t('loans.confirmTitle') : t('loans.applyTitle')} onClose={onClose} testId="loan-apply-sheet">
      {confirming ? (
        <form onSubmit={(event) => void confirm(event)} noValidate>
          <InfoList testId="loan-apply-summary" rows={rows} />
          <p className={styles.note}>{t('loans.confirmNote')}</p>
          <SubmitButton
            label={t('loans.confirm')}
            loading={applyLoan.pending}
            offline={applyLoan.offline}
            testId="loan-apply-confirm"
          />
          <Button block fill="none" onClick={() => setConfirming(false)} data-testid="loan-apply-back">
            {t('app.back')}
          </Button>
        </form>
      ) : (
        <form onSubmit={review} noValidate>
          <FormCard>
            <TextField
              id="loan-amount"
              label={t('loans.amount')}
              placeholder={t('loans.amountPlaceholder', { available: money.amount(available, 'JPY') })}
              inputMode="numeric"
              value={amountText}
              onChange={(event) => {
                setAmountText(event.target.value);
                setError(undefined);
              }}
              error={error}
            />
          </FormCard>
          <div className={styles.terms}>
            <ChoiceChips
              label={t('loans.term')}
              choices={termOptions.map((days) => ({ value: String(days), label: t('loans.termDays', { days }) }))}
              value={term}
              onChange={setTerm}
              testId="loan-term"
            />
          </div>
          <InfoList
            testId="loan-apply-cost"
            rows={[
              { key: 'rate', label: t('loans.apr'), value: t('loans.aprValue', { apr }) },
              { key: 'interest', label: t('loans.interestEstimate'), value: money.amount(interest, 'JPY'), strong: true },
            ]}
          />
          <p className={styles.note}>
            {t('loans.interestNote', { amount: money.amount(body.amount || '0', 'JPY'), days: termDays, apr })}
          </p>
          <SubmitButton label={t('loans.review')} loading={false} testId="loan-apply-review" />
        </form>
      )}
    </Sheet>
  );
}
