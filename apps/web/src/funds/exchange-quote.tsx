/** The preview of an exchange: the rate (rounded for reading), its minute, what leaves and what arrives. */
import type { Currency, ReplyOf, fundsMemberApi } from '@kabuto/contracts';
import { InfoList } from '../ui/info-list';
import { formatTime } from '../ui/format-time';
import { formatSignificant } from '../ui/money';
import { useTranslation } from '../ui/translation-context';
import { useMoney } from '../ui/use-money';
import styles from './funds.module.css';

export type Quote = ReplyOf<typeof fundsMemberApi.exchangeQuote>;

export interface ExchangeQuoteProps {
  from: Currency;
  to: Currency;
  quote: Quote | null;
  /** Why there is no quote to show: no amount yet, one that cannot be priced, or one on its way. */
  state: 'empty' | 'invalid' | 'loading' | 'failed';
  /** Why there is no quote (an amount too small to convert, no rate), already translated. */
  failure: string | null;
}

export function ExchangeQuote({ from, to, quote, state, failure }: ExchangeQuoteProps) {
  const { t, language } = useTranslation();
  const money = useMoney();
  if (failure) {
    return (
      <p className={styles.quoteNote} role="alert" data-testid="exchange-quote-error">
        {failure}
      </p>
    );
  }
  if (!quote) {
    // An amount that cannot be priced is explained under the field itself.
    if (state === 'invalid') return null;
    return (
      <p className={styles.quoteNote} data-testid="exchange-quote-empty">
        {state === 'loading' ? t('exchange.quoting') : t('exchange.quoteHint')}
      </p>
    );
  }
  return (
    <div className={styles.details}>
      <InfoList
        testId="exchange-quote"
        rows={[
          {
            key: 'rate',
            label: t('exchange.rate'),
            value: t('exchange.rateValue', { from, to, rate: formatSignificant(quote.rate) }),
          },
          { key: 'time', label: t('exchange.rateTime'), value: formatTime(quote.rateTime, language) },
          { key: 'debit', label: t('exchange.debit'), value: money.amount(quote.debited, from) },
          { key: 'credit', label: t('exchange.credit'), value: money.amount(quote.credited, to), strong: true },
        ]}
      />
      <p className={styles.hint}>{t('exchange.noFee')}</p>
    </div>
  );
}
