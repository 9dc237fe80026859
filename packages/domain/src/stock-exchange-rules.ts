/**
 * Tokyo Stock Exchange price rules: the exact price type, the tick-size tables (呼値の単位)
 * and the daily price limits (値幅制限).
 */
import { formatDecimal, normalize, parseDecimal, type Decimal } from './decimal';

/**
 * An exact yen value as a whole number of sen (銭, 1/100 yen), held in a bigint. The finest
 * TSE tick is 0.1 yen and index levels are published to 0.01 points, so one fixed scale of two
 * digits holds every stock price, index level and turnover exactly, and every comparison and
 * sum is a plain bigint operation with nothing to round. On the wire it is a decimal string
 * (`formatPrice`), never a JavaScript number. Branded, so that a sen value (a notional, a
 * turnover) is never taken for whole yen, or a bare bigint for sen: one is made by `asSen` where
 * sen enter (a database column, a rule's arithmetic), or is a `Price`.
 */
declare const senBrand: unique symbol;
export type Sen = bigint & { readonly [senBrand]: 'sen' };

/** A bigint known to be in sen (a database column, a rule's arithmetic). */
export const asSen = (sen: bigint): Sen => sen as Sen;
declare const priceBrand: unique symbol;
/**
 * A price per share (or an index level in hundredths of a point), in sen. Branded, so that a
 * price is never taken for a yen amount (or a notional) by mistake: one is made by `parsePrice`,
 * `yen`, `asPrice` or a rule that computes one, never by a bare bigint.
 */
export type Price = Sen & { readonly [priceBrand]: 'price' };

/** A bigint of sen known to be a price per share (a database column, a rule's arithmetic). */
export const asPrice = (sen: bigint): Price => sen as Price;

const priceScale = 2;
const senPerYen = 100n;

/** Reads a decimal string ("2150", "999.9") as a price, or null when malformed or finer than a sen. */
export function parsePrice(text: string): Price | null {
  const parsed = parseDecimal(text);
  return parsed ? priceFromDecimal(parsed) : null;
}

/** A price literal in code ("3000", "0.1"); a malformed literal is a bug. */
export function yen(text: string): Price {
  const parsed = parsePrice(text);
  if (parsed === null) throw new Error(`Not a price literal: ${JSON.stringify(text)}`);
  return parsed;
}

/** The exact decimal of a value in sen, for arithmetic with rates and money. */
export function priceToDecimal(price: bigint): Decimal {
  return normalize({ units: price, scale: priceScale });
}

/** A decimal as sen, or null when it has digits below a sen (a price can't be rounded silently). */
export function priceFromDecimal(value: Decimal): Price | null {
  const { units, scale } = normalize(value);
  if (scale > priceScale) return null;
  return asPrice(units * 10n ** BigInt(priceScale - scale));
}

/** The shortest decimal string of a value in sen: "3000", "999.9", "-12.5", "38123.45". */
export function formatPrice(price: bigint): string {
  return formatDecimal(priceToDecimal(price));
}

/**
 * The two TSE tick-size tables. `topix100` is JPX's "TOPIX100 tick table": since 2014 it
 * applies to TOPIX100 constituents and, since June 2023, to TOPIX Mid400 ones too (the
 * TOPIX500); `standard` applies to every other stock.
 */
export type TickTable = 'standard' | 'topix100';
export const tickTables: readonly TickTable[] = ['standard', 'topix100'];

interface TickBand {
  /** The highest price the band covers, inclusive; null for the open-ended top band. */
  readonly upTo: Price | null;
  readonly tick: Price;
}

const tickBand = (upTo: string | null, tick: string): TickBand => ({ upTo: upTo === null ? null : yen(upTo), tick: yen(tick) });

/**
 * JPX「呼値の単位」, as restated by brokers (kabu.com's table of TOPIX500 and other stocks,
 * Naito Securities' 呼値の単位・制限値幅 page, which notes the June 2023 extension). Rows of
 * equal tick are merged. Every band's upper bound is a multiple of the band's tick, which
 * is what lets `roundToTick` work within one band (the test checks it).
 */
export const tickBands: Readonly<Record<TickTable, readonly TickBand[]>> = {
  standard: [
    tickBand('3000', '1'),
    tickBand('5000', '5'),
    tickBand('30000', '10'),
    tickBand('50000', '50'),
    tickBand('300000', '100'),
    tickBand('500000', '500'),
    tickBand('3000000', '1000'),
    tickBand('5000000', '5000'),
    tickBand('30000000', '10000'),
    tickBand('50000000', '50000'),
    tickBand(null, '100000'),
  ],
  topix100: [
    tickBand('1000', '0.1'),
    tickBand('3000', '0.5'),
    tickBand('10000', '1'),
    tickBand('30000', '5'),
    tickBand('100000', '10'),
    tickBand('300000', '50'),
    tickBand('1000000', '100'),
    tickBand('3000000', '500'),
    tickBand('10000000', '1000'),
    tickBand('30000000', '5000'),
    tickBand(null, '10000'),
  ],
};

function assertPositive(price: Price): void {
  if (price <= 0n) throw new Error(`A price is positive, not ${formatPrice(price)}`);
}

/** The tick of the band `price` falls in: the step between valid prices there. */
export function tickSize(price: Price, table: TickTable): Price {
  assertPositive(price);
  for (const band of tickBands[table]) {
    if (band.upTo === null || price <= band.upTo) return band.tick;
  }
  throw new Error(`The ${table} tick table has no open-ended top band`);
}

/** Whether an order or a trade may be at `price`: positive and a whole number of its band's ticks. */
export function isOnTick(price: Price, table: TickTable): boolean {
  return price > 0n && price % tickSize(price, table) === 0n;
}

export type TickRounding = 'down' | 'up' | 'nearest';

/**
 * The valid price next to `price`: the highest at or below (`down`), the lowest at or above
 * (`up`), or the closer of the two (`nearest`, a tie going up). Both neighbours lie in the band
 * of `price`: its lower multiple is at least the band's lower bound (a multiple of this coarser
 * tick too) and its upper multiple at most the band's upper bound. `down` gives 0 for a price
 * under the smallest tick; callers clamp to the price limits, whose floor is ¥1.
 */
export function roundToTick(price: Price, table: TickTable, mode: TickRounding): Price {
  const tick = tickSize(price, table);
  const below = asPrice(price - (price % tick));
  if (below === price) return price;
  const above = asPrice(below + tick);
  if (mode === 'down') return below;
  if (mode === 'up') return above;
  return price - below < above - price ? below : above;
}

/**
 * The valid price `steps` ticks away from an on-tick `price` (negative steps go down), crossing
 * band edges as the exchange does (one tick up from ¥3,000 is ¥3,005), or null below the
 * smallest price.
 */
export function stepTicks(price: Price, steps: number, table: TickTable): Price | null {
  if (!isOnTick(price, table)) throw new Error(`${formatPrice(price)} is not on the ${table} tick grid`);
  let current = price;
  for (let step = 0; step < Math.abs(steps); step++) {
    // One sen past the current price falls in the band of the next valid price, so rounding
    // from there lands exactly on it.
    if (steps > 0) current = roundToTick(asPrice(current + 1n), table, 'up');
    else {
      if (current <= 1n) return null;
      current = roundToTick(asPrice(current - 1n), table, 'down');
      if (current === 0n) return null;
    }
  }
  return current;
}

interface LimitBand {
  /** The band covers base prices below this, exclusive; null for the open-ended top band. */
  readonly below: Price | null;
  readonly width: Price;
}

const limitBand = (below: string | null, width: string): LimitBand => ({
  below: below === null ? null : yen(below),
  width: yen(width),
});

/**
 * JPX「制限値幅」by base price (基準値段, normally the previous close), the current table as
 * restated by brokers (Rakuten Securities' 制限値幅一覧, Naito Securities,
 * kabuplaza's 値幅制限表). The widths repeat by decade from ¥1,000,000 up.
 */
export const priceLimitBands: readonly LimitBand[] = [
  limitBand('100', '30'),
  limitBand('200', '50'),
  limitBand('500', '80'),
  limitBand('700', '100'),
  limitBand('1000', '150'),
  limitBand('1500', '300'),
  limitBand('2000', '400'),
  limitBand('3000', '500'),
  limitBand('5000', '700'),
  limitBand('7000', '1000'),
  limitBand('10000', '1500'),
  limitBand('15000', '3000'),
  limitBand('20000', '4000'),
  limitBand('30000', '5000'),
  limitBand('50000', '7000'),
  limitBand('70000', '10000'),
  limitBand('100000', '15000'),
  limitBand('150000', '30000'),
  limitBand('200000', '40000'),
  limitBand('300000', '50000'),
  limitBand('500000', '70000'),
  limitBand('700000', '100000'),
  limitBand('1000000', '150000'),
  limitBand('1500000', '300000'),
  limitBand('2000000', '400000'),
  limitBand('3000000', '500000'),
  limitBand('5000000', '700000'),
  limitBand('7000000', '1000000'),
  limitBand('10000000', '1500000'),
  limitBand('15000000', '3000000'),
  limitBand('20000000', '4000000'),
  limitBand('30000000', '5000000'),
  limitBand('50000000', '7000000'),
  limitBand(null, '10000000'),
];

/** How far a price may move in a day from `base`, either way. */
export function priceLimitWidth(base: Price): Price {
  assertPositive(base);
  for (const band of priceLimitBands) {
    if (band.below === null || base < band.below) return band.width;
  }
  throw new Error('The price-limit table has no open-ended top band');
}

export interface PriceLimits {
  /** ストップ高: the highest price the stock may trade at today. */
  readonly limitUp: Price;
  /** ストップ安: the lowest, never under ¥1. */
  readonly limitDown: Price;
}

/** The lowest price a stock can trade at: ¥1 is on every tick grid. */
export const lowestPrice: Price = asPrice(senPerYen);

/**
 * Today's limits from the base price. A limit off the tick grid is widened to the next tick
 * outward, so the published width is always available: a ¥2,991 close gives a ¥3,491 limit
 * that is not a ¥5 tick, and the stock may trade up to ¥3,495 (itrade.tokyo's 制限値幅 note
 * gives this example). A lower limit at or under zero is ¥1.
 */
export function priceLimits(base: Price, table: TickTable): PriceLimits {
  const width = priceLimitWidth(base);
  const limitUp = roundToTick(asPrice(base + width), table, 'up');
  const rawDown = base - width;
  const limitDown = rawDown < lowestPrice ? lowestPrice : roundToTick(asPrice(rawDown), table, 'down');
  return { limitUp, limitDown };
}

/** `price` held inside the day's limits. */
export function clampToLimits(price: Price, limits: PriceLimits): Price {
  if (price > limits.limitUp) return limits.limitUp;
  if (price < limits.limitDown) return limits.limitDown;
  return price;
}
