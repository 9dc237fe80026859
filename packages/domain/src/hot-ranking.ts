/**
 * How a hot list is ranked: gainers by change % (highest first), losers by change % (lowest first),
 * most active by volume and turnover by yen traded (highest first). The server ranks with it, and the
 * app ranks the same rows again as their live figures arrive, so a list never shows +1.27% above
 * +1.36%.
 */
import { compareDecimal, decimal } from './decimal';

export type HotKind = 'gainers' | 'losers' | 'active' | 'turnover';

export interface RankedFigures {
  changePct: string;
  volume: number;
  turnover: string;
}

const highestFirst: Record<HotKind, (left: RankedFigures, right: RankedFigures) => number> = {
  gainers: (left, right) => compareDecimal(decimal(right.changePct), decimal(left.changePct)),
  losers: (left, right) => compareDecimal(decimal(left.changePct), decimal(right.changePct)),
  active: (left, right) => right.volume - left.volume,
  turnover: (left, right) => compareDecimal(decimal(right.turnover), decimal(left.turnover)),
};

/** A new array of `rows` in the order of `kind`'s list; equal figures keep their order. */
export function rankHot<Row extends RankedFigures>(kind: HotKind, rows: readonly Row[]): Row[] {
  return [...rows].sort(highestFirst[kind]);
}
