/** The two currencies, the amount, the live quote, and the confirmed exchange. */
import { useState, type FormEvent } from 'react';
import { currencies, type Currency, type UserInfo } from '@kabuto/contracts';
import { confirm } from '../ui/confirm';
import { FormCard, TextField } from '../ui/form-field';
import { SelectField } from '../ui/select-field';
import { SubmitButton } from '../ui/submit-button';
import { prepareToasts } from '../ui/toast';
import { useTranslation } from '../ui/translation-context';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useMoney } from '../ui/use-money';
import { outcomeUnknown } from '../api/idempotency';
import { useExchange, type ExchangeBody } from './api/exchange';
import { useExchangeQuote } from './api/get-exchange-quote';
import { amountIssueText } from './amount-issue-text';
import { ExchangeQuote } from './exchange-quote';
import type { ExchangeResult } from './exchange-page';
import { amountIssue, cashKeptForLoan, wholeBalance } from './funds-rules';
import styles from './funds.module.css';
import { OfflineReason } from '../ui/offline-reason';

export function ExchangeForm({ info, onDone }: { info: UserInfo; onDone: (result: ExchangeResult) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const exchange = useExchange();
  const [from, setFrom] = useState<Currency>('JPY');
  const [to, setTo] = useState<Currency>('USD');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  // An exchange whose reply was lost. The next tap for the same currencies and amount sends it
  // again as it was (its key, its confirmed credit) even once the quote on screen has moved, so
  // it is carried out once: the server answers the key with the first result, or prices it now.
  const [unanswered, setUnanswered] = useState<ExchangeBody | null>(null);
  const available = info.balances.find((balance) => balance.currency === from)?.available ?? '0';
  // Yen leaving for another currency leaves a loan's collateral: only the withdrawable yen may go.
  const kept = from === 'JPY' ? cashKeptForLoan(available, info.withdrawable) : null;
  const withdrawable = kept ? info.withdrawable : null;
  const issue = amountIssue(amount, from, null, available, withdrawable);
  // Asked for once the amount reads as money; the balance is not the quote's concern.
  const quotable = amountIssue(amount, from, null) === null && from !== to;
  const settledAmount = useDebouncedValue(amount, 400);
  const quote = useExchangeQuote(quotable && settledAmount === amount ? { from, to, amount } : null);
  const current = quotable && quote.data ? quote.data : null;
  const options = currencies.map((code) => ({ value: code, label: `${code} · ${t(`currencies.${code}`)}` }));

  function swap() {
    setFrom(to);
    setTo(from);
    setAmount('');
    setTried(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (issue || !current || exchange.pending) return;
    const preview = current;
    const repeat = unanswered?.from === from && unanswered.to === to && unanswered.amount === amount;
    const request = repeat && unanswered ? unanswered : { from, to, amount, minCredited: preview.credited };
    exchange.open(request);
    const confirmed = await confirm({
      title: t('exchange.confirmTitle'),
      content: t('exchange.confirmBody', {
        debit: money.amount(preview.debited, from),
        credit: money.amount(preview.credited, to),
      }),
      confirmText: t('exchange.confirm'),
      cancelText: t('user.cancel'),
      testId: 'exchange-confirm',
    });
    if (!confirmed) return;
    prepareToasts();
    // The server prices at the current rate; the confirmed credit is the least the member takes.
    // When the rate has moved against it the exchange is refused (rate_changed, shown as a toast)
    // and a fresh quote is fetched to confirm again.
    const result = await exchange.run(request);
    setUnanswered(outcomeUnknown(result) ? request : null);
    if (result.ok) onDone({ ...result.data, from, to });
    else void quote.refetch();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormCard>
        <SelectField
          id="exchange-from"
          label={t('exchange.from')}
          value={from}
          options={options}
          onChange={(code) => (code === to ? swap() : setFrom(code))}
        />
        <div className={styles.swapRow}>
          <button
            type="button"
            className={styles.swap}
            onClick={swap}
            aria-label={t('exchange.swap')}
            data-testid="exchange-swap"
          >
            ⇅
          </button>
        </div>
        <SelectField
          id="exchange-to"
          label={t('exchange.to')}
          value={to}
          options={options}
          onChange={(code) => (code === from ? swap() : setTo(code))}
        />
        <TextField
          id="exchange-amount"
          label={t('exchange.amount', { currency: from })}
          placeholder={t('exchange.amountPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          onBlur={() => amount && setTried(true)}
          error={tried || (amount !== '' && settledAmount === amount) ? amountIssueText(t, issue, from) : undefined}
        />
        <div className={styles.available}>
          <span data-testid="exchange-available">
            {withdrawable === null
              ? t('withdraw.available', { amount: money.amount(available, from) })
              : t('withdraw.withdrawable', { amount: money.amount(withdrawable, from) })}
          </span>
          <button
            type="button"
            className={styles.all}
            onClick={() => setAmount(wholeBalance(withdrawable ?? available, from))}
            data-testid="exchange-all"
          >
            {t('withdraw.all')}
          </button>
        </div>
        {kept && (
          <p className={styles.keptNote} data-testid="exchange-kept-for-loan">
            {t('withdraw.keptForLoan', { kept: money.amount(kept, 'JPY') })}
          </p>
        )}
      </FormCard>
      <ExchangeQuote
        from={from}
        to={to}
        quote={current}
        state={quotable ? (quote.isError ? 'failed' : 'loading') : amount === '' ? 'empty' : 'invalid'}
        failure={quotable && quote.isError ? quote.error.message : null}
      />
      <SubmitButton
        label={t('exchange.submit')}
        loading={exchange.pending}
        disabled={!current || exchange.offline}
        testId="exchange-submit"
      />
      <OfflineReason offline={exchange.offline} />
    </form>
  );
}
