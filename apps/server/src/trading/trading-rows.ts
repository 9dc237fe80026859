/** What the trading repositories share: reading bigint columns, and the filter of a member's lists. */
import type { Product } from '@kabuto/domain';

export type Row = Record<string, unknown>;
export const big = (value: unknown) => (value === null || value === undefined ? null : BigInt(value as string));
export const bigOrThrow = (value: unknown) => BigInt(value as string);

export interface ListFilter {
  page: number;
  size: number;
  status?: string | undefined;
  product?: Product | undefined;
  /** Orders only: the order that opened this position. */
  positionId?: number | undefined;
}
