/** The amount formatters with the configured yen symbol filled in. */
import type { Currency } from '@kabuto/contracts';
import { useConfig } from '../api/get-config';
import { formatAmount, formatSignedAmount } from './money';

export function useMoney(): {
  amount: (value: string, currency: Currency) => string;
  signed: (value: string, currency: Currency) => string;
} {
  const { currencySymbol } = useConfig();
  return {
    amount: (value, currency) => formatAmount(value, currency, currencySymbol),
    signed: (value, currency) => formatSignedAmount(value, currency, currencySymbol),
  };
}
