/**
 * Amounts as the member reads them. Yen use the app's symbol and two decimals (`¥1,234.00`), the
 * house style of every yen figure; other currencies show their code and their own decimals
 * (`1,234.56 USD`, `1,200 KRW`). Digits never pass through a JavaScript number.
 */
import type { Currency } from '@kabuto/contracts';
import { compareDecimal, decimal, formatDecimal, minorUnitScale, rescale } from '@kabuto/domain';
import { formatMoney, formatNumber, formatSignedNumber } from '@kabuto/i18n';

export function formatAmount(value: string, currency: Currency, yenSymbol: string): string {
  if (currency === 'JPY') return formatMoney(value, yenSymbol);
  return `${formatNumber(value, minorUnitScale[currency])} ${currency}`;
}

/** Whether a decimal amount from the server is zero (`"0"`, `"0.00"`, `"-0"`). */
export function isZeroAmount(value: string): boolean {
  return compareDecimal(decimal(value), decimal('0')) === 0;
}

/** How much `need` exceeds `have` (decimal strings of one currency), or null when `have` is enough. */
export function shortfallOf(need: string, have: string): string | null {
  const [needed, held] = [decimal(need), decimal(have)];
  const scale = Math.max(needed.scale, held.scale);
  const gap = rescale(needed, scale).units - rescale(held, scale).units;
  return gap > 0n ? formatDecimal({ units: gap, scale }) : null;
}

/** With its sign always shown, from the value (the shared rule in @kabuto/i18n): `+¥1,000.00`, `-25.00 USD`. */
export function formatSignedAmount(value: string, currency: Currency, yenSymbol: string): string {
  if (currency === 'JPY') return formatMoney(value, yenSymbol, true);
  return `${formatSignedNumber(value, minorUnitScale[currency])} ${currency}`;
}

/**
 * A rate to a number of significant digits, for reading (`152.235`, `0.00657312`); the exact
 * rate stays what the server sent and priced the exchange with.
 */
export function formatSignificant(value: string, digits = 6): string {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0;
  const wanted = whole === '0' ? leadingZeros + digits : Math.max(digits - whole.length, 0);
  const shown = formatNumber(value, Math.min(wanted, fraction.length));
  // Zeros at the end of the fraction say nothing about a rate.
  return shown.includes('.') ? shown.replace(/\.?0+$/, '') : shown;
}
