/**
 * A holding position's figures at a streamed last price, worked out with the same domain rules the
 * server marks positions with, from the position's exact cost basis: P&L = last × shares − cost
 * basis for a long and the opposite for a short, rounded half-even to the yen. Every step is a
 * bigint on the decimal strings; no JavaScript number ever holds money here.
 */
import type { Position } from '@kabuto/contracts';
import {
  divideRounded,
  formatDecimal,
  notionalOf,
  parseDecimal,
  parsePrice,
  pow10,
  rescale,
  unrealizedPnl,
  type Decimal,
} from '@kabuto/domain';

export interface LiveFigures {
  currentPrice: string;
  /** last × shares, exact to the sen. */
  marketValue: string;
  /** Whole yen. */
  pnl: string;
  /** pnl as a percentage of the margin, two places, half-even. */
  pnlPct: string;
}

export type MarkedPosition = Pick<Position, 'direction' | 'shares' | 'costBasis' | 'margin'>;

/** The figures at `last`, or null when the price or the position can't be read (then the server's stand). */
export function liveFigures(position: MarkedPosition, last: string): LiveFigures | null {
  const mark = parsePrice(last);
  const entryNotional = parsePrice(position.costBasis);
  const margin = parseDecimal(position.margin);
  if (mark === null || mark <= 0n || entryNotional === null || margin === null) return null;
  if (!Number.isSafeInteger(position.shares) || position.shares <= 0) return null;
  const pnl = unrealizedPnl({ direction: position.direction, shares: position.shares, entryNotional }, mark).minor;
  return {
    currentPrice: last.trim(),
    marketValue: formatDecimal({ units: notionalOf(mark, position.shares), scale: 2 }),
    pnl: pnl.toString(),
    pnlPct: formatDecimal(percentOf(pnl, margin)),
  };
}

/** (yen ÷ base) × 100 at two places, half-even; zero when there is no base. */
function percentOf(yen: bigint, base: Decimal): Decimal {
  if (base.units === 0n) return { units: 0n, scale: 2 };
  // yen ÷ (units ÷ 10^scale) × 100, in hundredths: yen × 10^4 × 10^scale ÷ units.
  return { units: divideRounded(yen * 10_000n * pow10(base.scale), base.units, 'half-even'), scale: 2 };
}

export interface Totals {
  marketValue: string;
  unrealizedPnl: string;
}

/**
 * The server's totals moved by what the stream changed on the rows it marked: each row adds the
 * difference between its live and its served figures, so rows beyond the loaded page keep the
 * server's values and nothing is counted twice.
 */
export function liveTotals(
  totals: Totals,
  rows: readonly { served: Pick<Position, 'marketValue' | 'pnl'>; live: LiveFigures | null }[],
): Totals {
  let marketValue = parseDecimal(totals.marketValue);
  let pnl = parseDecimal(totals.unrealizedPnl);
  if (!marketValue || !pnl) return totals;
  for (const { served, live } of rows) {
    if (!live) continue;
    const servedValue = parseDecimal(served.marketValue);
    const servedPnl = parseDecimal(served.pnl);
    if (!servedValue || !servedPnl) continue;
    marketValue = plus(marketValue, minus(parseDecimal(live.marketValue) ?? servedValue, servedValue));
    pnl = plus(pnl, minus(parseDecimal(live.pnl) ?? servedPnl, servedPnl));
  }
  return { marketValue: formatDecimal(marketValue), unrealizedPnl: formatDecimal(pnl) };
}

function plus(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return { units: rescale(left, scale).units + rescale(right, scale).units, scale };
}

function minus(left: Decimal, right: Decimal): Decimal {
  return plus(left, { units: -right.units, scale: right.scale });
}
