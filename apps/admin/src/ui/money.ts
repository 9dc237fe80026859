/**
 * Amounts as staff read them: the currency's symbol, thousands separators and exactly the
 * currency's minor-unit decimals (¥12,000, US$1,250.50). A reviewer who misreads a decimal point
 * credits a hundred times too much, so the digits never pass through a JavaScript number.
 */
import type { Currency } from '@kabuto/contracts';
import { minorUnitScale } from '@kabuto/domain';
import { formatNumber, formatSignedNumber } from '@kabuto/i18n';

/** Symbols that cannot be confused with each other: only the yen is a bare ¥ in a Japanese firm. */
const symbols: Record<Currency, string> = {
  JPY: '¥',
  USD: 'US$',
  CNY: 'CN¥',
  TWD: 'NT$',
  HKD: 'HK$',
  THB: '฿',
  VND: '₫',
  MYR: 'RM',
  KRW: '₩',
  INR: '₹',
};

/** `('12000', 'JPY')` → `¥12,000`; `('-1250.5', 'USD')` → `-US$1,250.50`. */
export function formatAmount(amount: string, currency: Currency): string {
  const digits = formatNumber(amount, minorUnitScale[currency]);
  return digits.startsWith('-') ? `-${symbols[currency]}${digits.slice(1)}` : `${symbols[currency]}${digits}`;
}

/** Yen as staff read them (`¥12,000`), and a dash where there is no figure: the one yen formatter of the back office. */
export function formatYen(amount: string | null): string {
  return amount === null ? '—' : formatAmount(amount, 'JPY');
}

/** With its sign from the value (the shared rule in @kabuto/i18n): `+¥600`, `-US$25.00`, `¥0`. */
export function formatSignedAmount(amount: string, currency: Currency): string {
  const digits = formatSignedNumber(amount, minorUnitScale[currency]);
  const sign = /^[+-]/.exec(digits)?.[0] ?? '';
  return `${sign}${symbols[currency]}${digits.slice(sign.length)}`;
}

/** True when a decimal string is zero in any spelling: `0`, `0.00`, `-0`. */
export function isZeroAmount(amount: string): boolean {
  return /^-?0+(\.0+)?$/.test(amount.trim());
}
