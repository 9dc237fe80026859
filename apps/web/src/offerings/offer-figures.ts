/**
 * What a sheet shows before anything is sent: the shares typed, the price typed, and the amount to
 * hold, computed by the rule the server holds it with (`allotmentCost` in @kabuto/domain, which
 * placements-close.ts uses too). No JavaScript number touches a price or an amount.
 */
import { allotmentCost, formatAmount as wireAmount, parsePrice } from '@kabuto/domain';

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

/** Yen to hold for `shares` at `price` (a decimal string of yen): the domain's `allotmentCost`, as a wire amount. */
export function holdFor(price: string, shares: number): string {
  const parsed = parsePrice(price);
  if (parsed === null || !Number.isSafeInteger(shares) || shares < 0) return '0';
  // The cost depends on price × shares alone, so shares typed that are not yet whole lots (the
  // review refuses them) are priced as lots of one share: the same figure the server holds for
  // whole lots (`allotmentCost(price, shares / shareUnit, shareUnit)`).
  return wireAmount(allotmentCost(parsed, shares, 1));
}
