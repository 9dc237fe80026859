/**
 * Prices as a member types them in a trading form: whether one could be sent, one stepped a tick
 * at a time along the exchange's table, and the P&L at a price worked out exactly in sen.
 */
import { formatPrice, isOnTick, parsePrice, roundToTick, stepTicks, type Direction, type TickTable } from '@kabuto/domain';

const pricePattern = /^\d{1,9}(\.\d{1,2})?$/;

/** A typed price that could be sent: digits with up to two decimals, above zero. */
export function isPriceText(text: string): boolean {
  const trimmed = text.trim();
  return pricePattern.test(trimmed) && !/^0+(\.0+)?$/.test(trimmed);
}

/**
 * The price `steps` ticks from what is typed (crossing band edges as the exchange does); a price
 * off the grid goes first to the grid in the direction of the step. What is typed when it is not
 * a price stays.
 */
export function stepPrice(text: string, steps: 1 | -1, table: TickTable | null, tick: string | null): string {
  const price = parsePrice(text.trim());
  if (price === null || price <= 0n) return text;
  if (table === null) {
    const size = tick ? parsePrice(tick) : null;
    if (size === null || size <= 0n) return text;
    const next = price + BigInt(steps) * size;
    return next > 0n ? formatPrice(next) : text;
  }
  if (!isOnTick(price, table)) return formatPrice(roundToTick(price, table, steps > 0 ? 'up' : 'down'));
  const next = stepTicks(price, steps, table);
  return next === null ? text : formatPrice(next);
}

/**
 * The P&L of `shares` from `entry` to `exit`, before fees, in yen to the sen as a decimal string:
 * (exit − entry) × shares for a long, (entry − exit) × shares for a short. Null when a price is not one.
 */
export function pnlAt(direction: Direction, entry: string, exit: string, shares: number): string | null {
  const from = parsePrice(entry.trim());
  const to = parsePrice(exit.trim());
  if (from === null || to === null || !Number.isSafeInteger(shares)) return null;
  const sen = (direction === 'long' ? to - from : from - to) * BigInt(shares);
  const sign = sen < 0n ? '-' : '';
  const size = sen < 0n ? -sen : sen;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}
