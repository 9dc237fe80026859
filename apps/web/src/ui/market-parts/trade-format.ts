/**
 * Trading figures as the member reads them: prices without the zeros a decimal string may carry
 * (`2150.50` → `2,150.5`), and signed yen for profit and loss. Digits never pass through a number.
 */
import { formatSignedPercent } from '@kabuto/i18n';
import { formatPrice, noValue } from './quote-format';

/** A price with thousands separators and only the decimals it needs: `2,150`, `2,150.5`, `—` for none. */
export function showPrice(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return noValue;
  const trimmed = value
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
  return formatPrice(trimmed);
}

/** A percentage with its sign and two places: `+1.25%`, `-0.40%`, `0.00%`. */
export function showPercent(value: string): string {
  return formatSignedPercent(value);
}
