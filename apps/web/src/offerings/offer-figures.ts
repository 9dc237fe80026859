/**
 * What a sheet shows before anything is sent: the shares typed, the price typed, and the amount to
 * hold, price × shares rounded up to the yen exactly as the server holds it. No JavaScript number
 * touches a price or an amount: bigint sen and yen.
 */
import { parsePrice } from '@kabuto/domain';

/** A whole, positive number of shares, or null. */
export function sharesOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const shares = Number(trimmed);
  return shares > 0 ? shares : null;
}

/** A price in yen with at most two decimals, as the bid call takes it, or null. */
export function priceOf(text: string): string | null {
  const trimmed = text.trim();
  return /^\d{1,7}(\.\d{1,2})?$/.test(trimmed) && parsePrice(trimmed) !== null ? trimmed : null;
}

/** Yen to hold for `shares` at `price` (a decimal string of yen): ⌈price × shares⌉, as a decimal string. */
export function holdFor(price: string, shares: number): string {
  const sen = parsePrice(price);
  if (sen === null) return '0';
  return ((sen * BigInt(shares) + 99n) / 100n).toString();
}
