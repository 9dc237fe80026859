/**
 * Applying for a loan, in one money sheet: the amount and term with the rate and the interest
 * they mean, then a confirmation of exactly what is sent. The call lives with the page, so its
 * idempotency key outlives the sheet.
 */
import { useState } from 'react';
import { ChoiceChips } from '../ui/choice-chips';
import { FormCard, TextField } from '../ui/form-field';
import { InfoList } from '../ui/info-list';
import { MoneySheet } from '../ui/money-sheet';
import { showToast } from '../ui/toast';
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
  const amount = wholeYen(amountText);
  const termDays = Number(term);
  const interest = amount === null ? '0' : termInterest(amount, termDays, apr);
  const body = { amount: amount?.toString() ?? '', termDays };

  function amountError(): string | undefined {
    if (amount === null) return t('loans.amountErrors.notWhole');
    if (amount > BigInt(available)) return t('loans.amountErrors.aboveAvailable', { available: money.amount(available, 'JPY') });
    return undefined;
  }

  function review(): boolean {
    const found = amountError();
    setError(found);
    if (found !== undefined) return false;
    applyLoan.open(body);
    return true;
  }

  async function confirm() {
    const result = await applyLoan.run(body);
    if (result.ok) showToast(t('loans.applied'));
    onClose();
  }

  return (
    <MoneySheet
      testId="loan-apply"
      titles={{ review: t('loans.applyTitle'), confirm: t('loans.confirmTitle') }}
      labels={{ review: t('loans.review'), confirm: t('loans.confirm') }}
      call={applyLoan}
      onReview={review}
      onConfirm={confirm}
      onClose={onClose}
      summary={[
        { key: 'amount', label: t('loans.confirmAmount'), value: money.amount(body.amount || '0', 'JPY'), strong: true },
        { key: 'term', label: t('loans.confirmTerm'), value: t('loans.termDays', { days: termDays }) },
        { key: 'rate', label: t('loans.confirmRate'), value: t('loans.aprValue', { apr }) },
        { key: 'interest', label: t('loans.confirmInterest'), value: money.amount(interest, 'JPY') },
      ]}
      confirmNote={<p className={styles.note}>{t('loans.confirmNote')}</p>}
    >
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
    </MoneySheet>
  );
}
