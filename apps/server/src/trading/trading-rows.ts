/** What the trading repositories share: reading bigint columns, writing a fill's levels, and the filter of a member's lists. */
import { asPrice, asSen, yenAmount, type DepthLevel, type Price, type Product, type Sen, type Yen } from '@kabuto/domain';

export type Row = Record<string, unknown>;
export const big = (value: unknown) => (value === null || value === undefined ? null : BigInt(value as string));
export const bigOrThrow = (value: unknown) => BigInt(value as string);
/** A price column (sen), as the branded `Price`. */
export const price = (value: unknown): Price => asPrice(bigOrThrow(value));
export const priceOrNull = (value: unknown): Price | null => (value === null || value === undefined ? null : price(value));
/** A column of sen that is not a price per share (a notional), as the branded `Sen`. */
export const sen = (value: unknown): Sen => asSen(bigOrThrow(value));
export const senOrNull = (value: unknown): Sen | null => (value === null || value === undefined ? null : sen(value));
/** A column of whole yen (margin, a fee, P&L), as `Yen`. */
export const wholeYen = (value: unknown): Yen => yenAmount(bigOrThrow(value));
export const wholeYenOrNull = (value: unknown): Yen | null => (value === null || value === undefined ? null : wholeYen(value));
/** The levels a fill took, as the `fills` column keeps them (prices as strings of sen). */
export const levelsJson = (levels: readonly DepthLevel[]) =>
  JSON.stringify(levels.map((level) => ({ price: level.price.toString(), shares: level.shares })));

export interface ListFilter {
  page: number;
  size: number;
  status?: string | undefined;
  product?: Product | undefined;
  /** Orders only: the order that opened this position. */
  positionId?: number | undefined;
}
