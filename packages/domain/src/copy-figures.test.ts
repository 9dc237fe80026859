/**
 * The figures recomputed a second way: instead of summing each trade's P&L, this replays the
 * records as cash and margin moves in time order (what the ledger does) and marks what is held
 * at each recorded price, with its own drawdown and return arithmetic in plain fractions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPrice, type Price } from './stock-exchange-rules';
import { equityCurve, figuresOf, type RecordedPrice, type RecordedTrade } from './copy-figures';
import { closeOutcome, notionalOf, orderCharges, yenAmount } from './trading-money';
import { defaultTradingConfig } from './trading-config';

const minute = 60_000;
const start = new Date(Date.UTC(2026, 0, 5, 0, 0));
const at = (minutes: number) => new Date(start.getTime() + minutes * minute);

interface Plan {
  symbol: 'A' | 'B';
  openMinute: number;
  holdMinutes: number | null;
  lots: number;
}

/** Trades as the trading engine would record them from a plan and a price path. */
function record(plans: readonly Plan[], priceAt: (symbol: string, minute: number) => Price): RecordedTrade[] {
  return plans.map((plan) => {
    const shares = plan.lots * 100;
    const entryNotional = notionalOf(priceAt(plan.symbol, plan.openMinute), shares);
    const charges = orderCharges(entryNotional, 1, defaultTradingConfig);
    const position = { direction: 'long' as const, shares, entryNotional };
    const closeMinute = plan.holdMinutes === null ? null : plan.openMinute + plan.holdMinutes;
    const closed = closeMinute === null ? null : closeOutcome(position, priceAt(plan.symbol, closeMinute), defaultTradingConfig);
    return {
      symbol: plan.symbol,
      direction: 'long',
      shares,
      entryNotional,
      openedAt: at(plan.openMinute),
      openingCharges: yenAmount(charges.fee.minor + charges.stampDuty.minor),
      close:
        closed && closeMinute !== null ? { at: at(closeMinute), grossPnl: closed.grossPnl, closingFee: closed.closingFee } : null,
    };
  });
}

/** Replays cash and margin in time order: equity = cash + Σ (margin + P&L at the mark) of what is held. */
function replayEquity(capital: bigint, trades: readonly RecordedTrade[], prices: readonly RecordedPrice[], time: Date): bigint {
  let cash = capital;
  const held: { trade: RecordedTrade; margin: bigint }[] = [];
  const events = trades.flatMap((trade) => [
    { time: trade.openedAt, trade, kind: 'open' as const },
    ...(trade.close ? [{ time: trade.close.at, trade, kind: 'close' as const }] : []),
  ]);
  events.sort((left, right) => left.time.getTime() - right.time.getTime() || (left.kind === 'open' ? -1 : 1));
  for (const event of events) {
    if (event.time > time) break;
    const margin = (event.trade.entryNotional + 99n) / 100n;
    if (event.kind === 'open') {
      cash -= margin + event.trade.openingCharges.minor;
      held.push({ trade: event.trade, margin });
    } else {
      const close = event.trade.close!;
      cash += margin + close.grossPnl.minor - close.closingFee.minor;
      held.splice(
        held.findIndex((item) => item.trade === event.trade),
        1,
      );
    }
  }
  let value = cash;
  for (const { trade, margin } of held) {
    const marks = prices.filter((price) => price.symbol === trade.symbol && price.time <= time);
    const mark = marks.at(-1)?.price;
    // Half-even to the yen, done by hand: sen → yen.
    const pnlSen = mark === undefined ? 0n : mark * BigInt(trade.shares) - trade.entryNotional;
    const whole = pnlSen / 100n;
    const rest = pnlSen - whole * 100n;
    const yen =
      rest > 50n || (rest === 50n && whole % 2n !== 0n)
        ? whole + 1n
        : rest < -50n || (rest === -50n && whole % 2n !== 0n)
          ? whole - 1n
          : whole;
    value += margin + yen;
  }
  return value;
}

const plan: fc.Arbitrary<Plan> = fc.record({
  symbol: fc.constantFrom('A' as const, 'B' as const),
  openMinute: fc.integer({ min: 1, max: 50 }),
  holdMinutes: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  lots: fc.integer({ min: 1, max: 5 }),
});

describe('strategy figures from records', () => {
  it('agree with an independent replay of cash, margin and marks', () => {
    fc.assert(
      fc.property(
        fc.array(plan, { maxLength: 8 }),
        fc.array(fc.integer({ min: 50_000, max: 150_000 }), { minLength: 100, maxLength: 100 }),
        (plans, path) => {
          const priceAt = (symbol: string, minuteOf: number) =>
            asPrice(BigInt(path[(minuteOf + (symbol === 'A' ? 0 : 50)) % 100] ?? 100_000));
          const prices: RecordedPrice[] = [];
          for (let minuteOf = 0; minuteOf <= 90; minuteOf++) {
            prices.push({ symbol: 'A', time: at(minuteOf), price: priceAt('A', minuteOf) });
            prices.push({ symbol: 'B', time: at(minuteOf), price: priceAt('B', minuteOf) });
          }
          const capital = 100_000_000n;
          const trades = record(plans, priceAt);
          const curve = equityCurve(yenAmount(capital), start, trades, prices);
          const replayed = curve.map((point) => replayEquity(capital, trades, prices, point.time));
          expect(curve.map((point) => point.equity.minor)).toEqual(replayed);

          const figures = figuresOf(yenAmount(capital), curve, trades);
          const last = replayed.at(-1) ?? capital;
          // Return in hundredths of a percent compared as a fraction: |returnPct − 100 × (last − capital) / capital| ≤ 0.005.
          const returned = Number(figures.returnPct) / 100;
          expect(Math.abs(returned - Number(last - capital) / Number(capital))).toBeLessThanOrEqual(0.00005 + 1e-12);
          let peak = 0;
          let worst = 0;
          for (const value of replayed.map(Number)) {
            peak = Math.max(peak, value);
            worst = Math.max(worst, (peak - value) / peak);
          }
          expect(Math.abs(Number(figures.maxDrawdownPct) / 100 - worst)).toBeLessThanOrEqual(0.00005 + 1e-12);
          const closed = plans.filter((item) => item.holdMinutes !== null);
          const mean =
            closed.length === 0
              ? 0
              : Math.floor(closed.reduce((total, item) => total + (item.holdMinutes ?? 0), 0) / closed.length);
          expect(figures.avgHoldingMinutes).toBe(mean);
          expect(figures.trades).toBe(plans.length);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('shows a worked example: one round trip with fees', () => {
    // 100 shares bought at ¥1,000 (notional ¥100,000) and sold at ¥1,100 thirty minutes later.
    const trades = record([{ symbol: 'A', openMinute: 1, holdMinutes: 30, lots: 1 }], (_, minuteOf) =>
      asPrice(minuteOf < 31 ? 100_000n : 110_000n),
    );
    const [trade] = trades;
    const closeAt = trade!.close!;
    const curve = equityCurve(yenAmount(1_000_000n), start, trades, [
      { symbol: 'A', time: at(10), price: asPrice(100_000n) },
      { symbol: 'A', time: at(31), price: asPrice(110_000n) },
    ]);
    // Gross +¥10,000 less opening and closing charges.
    const expected = 1_000_000n + 10_000n - trade!.openingCharges.minor - closeAt.closingFee.minor;
    expect(closeAt.grossPnl.minor).toBe(10_000n);
    expect(curve.at(-1)?.equity.minor).toBe(expected);
    expect(figuresOf(yenAmount(1_000_000n), curve, trades).avgHoldingMinutes).toBe(30);
  });
});
