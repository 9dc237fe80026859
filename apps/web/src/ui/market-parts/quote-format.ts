/**
 * Prices and changes as the member reads them, from the server's decimal strings without passing
 * through a JavaScript number: `2,610.5`, `+12.5`, `-0.81%`, and a dash when there is no price yet.
 */
import { formatNumber, formatSignedNumber, formatSignedPercent } from '@kabuto/i18n';

export const noValue = '—';

function decimalsOf(value: string): number {
  return /\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0;
}

/**
 * A price with thousands separators, with at least `minDecimals` places (indices show two) and
 * never fewer than the server sent, so a tick of 0.5 is not rounded away.
 */
export function formatPrice(value: string | null | undefined, minDecimals = 0): string {
  if (value === null || value === undefined || value.trim() === '') return noValue;
  return formatNumber(value, Math.max(minDecimals, decimalsOf(value)));
}

/** A change with its sign: `+12.5`, `-3.58`, `0`. */
export function formatChange(value: string, minDecimals = 0): string {
  if (value.trim() === '') return noValue;
  return formatSignedNumber(value, Math.max(minDecimals, decimalsOf(value)));
}

/** A change in percent, always two places: `+0.14%`, `-1.20%`, `0.00%`. */
export function formatPercent(value: string): string {
  return formatSignedPercent(value);
}

/** Decimal places for an instrument's prices: indices two, stocks their tick's. */
export function priceDecimals(kind: 'stock' | 'index', tickSize?: string | null): number {
  if (kind === 'index') return 2;
  return tickSize ? decimalsOf(tickSize) : 0;
}
