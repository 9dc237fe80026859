/**
 * A strategy's (or a copy's) figures, computed from nothing but its records: the trades it
 * opened and closed through the trading engine, and the prices the market recorded. Equity is
 * the capital plus what closed trades made after every charge plus what open ones would make at
 * the last recorded price, less their opening charges.
 */
import { divideRounded } from './decimal';
import type { Price, Sen } from './stock-exchange-rules';
import type { Direction, Yen } from './trading-config';
import { unrealizedPnl, yenAmount } from './trading-money';

export interface RecordedTrade {
  readonly symbol: string;
  readonly direction: Direction;
  readonly shares: number;
  readonly entryNotional: Sen;
  readonly openedAt: Date;
  /** Opening fee plus stamp duty. */
  readonly openingCharges: Yen;
  readonly close: { readonly at: Date; readonly grossPnl: Yen; readonly closingFee: Yen } | null;
}

export interface RecordedPrice {
  readonly symbol: string;
  readonly time: Date;
  readonly price: Price;
}

export interface EquityPoint {
  readonly time: Date;
  readonly equity: Yen;
}

/** Equity at each time a price was recorded (and at the start), oldest first. */
export function equityCurve(
  capital: Yen,
  start: Date,
  trades: readonly RecordedTrade[],
  prices: readonly RecordedPrice[],
): EquityPoint[] {
  const sorted = [...prices].sort((left, right) => left.time.getTime() - right.time.getTime());
  const last = new Map<string, Price>();
  const points: EquityPoint[] = [{ time: start, equity: capital }];
  for (let index = 0; index < sorted.length; index++) {
    const mark = sorted[index] as RecordedPrice;
    last.set(mark.symbol, mark.price);
    const next = sorted[index + 1];
    // One point per time: every price recorded at the same moment is applied first.
    if (next && next.time.getTime() === mark.time.getTime()) continue;
    if (mark.time < start) continue;
    points.push({ time: mark.time, equity: equityAtTime(capital, trades, last, mark.time) });
  }
  return points;
}

/** Equity at `time` with `marks` the last prices known by then. */
export function equityAtTime(capital: Yen, trades: readonly RecordedTrade[], marks: ReadonlyMap<string, Price>, time: Date): Yen {
  let equity = capital.minor;
  for (const trade of trades) {
    if (trade.openedAt > time) continue;
    equity -= trade.openingCharges.minor;
    if (trade.close && trade.close.at <= time) {
      equity += trade.close.grossPnl.minor - trade.close.closingFee.minor;
      continue;
    }
    const mark = marks.get(trade.symbol);
    if (mark !== undefined) equity += unrealizedPnl(trade, mark).minor;
  }
  return yenAmount(equity);
}

export interface StrategyFigures {
  readonly equity: Yen;
  /** Percent, two decimals, half-even: "12.34", "-3.10". */
  readonly returnPct: string;
  /** The largest fall from a peak of the curve, percent of that peak, two decimals. */
  readonly maxDrawdownPct: string;
  /** Mean minutes between the opening and the closing of the closed trades, rounded down; 0 without any. */
  readonly avgHoldingMinutes: number;
  readonly trades: number;
}

/** Hundredths of a percent as "12.34". */
export function formatBasisPoints(basisPoints: bigint): string {
  const negative = basisPoints < 0n;
  const size = negative ? -basisPoints : basisPoints;
  return `${negative ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

export function figuresOf(capital: Yen, curve: readonly EquityPoint[], trades: readonly RecordedTrade[]): StrategyFigures {
  const equity = curve.length > 0 ? (curve[curve.length - 1] as EquityPoint).equity : capital;
  const returnBp = capital.minor > 0n ? divideRounded((equity.minor - capital.minor) * 10_000n, capital.minor, 'half-even') : 0n;
  let peak = 0n;
  let worst = 0n;
  for (const point of curve) {
    if (point.equity.minor > peak) peak = point.equity.minor;
    if (peak > 0n) {
      const drawdown = divideRounded((peak - point.equity.minor) * 10_000n, peak, 'half-even');
      if (drawdown > worst) worst = drawdown;
    }
  }
  const closed = trades.filter((trade) => trade.close !== null);
  const heldMs = closed.reduce((total, trade) => total + ((trade.close?.at.getTime() ?? 0) - trade.openedAt.getTime()), 0);
  return {
    equity,
    returnPct: formatBasisPoints(returnBp),
    maxDrawdownPct: formatBasisPoints(worst),
    avgHoldingMinutes: closed.length === 0 ? 0 : Math.floor(heldMs / closed.length / 60_000),
    trades: trades.length,
  };
}
