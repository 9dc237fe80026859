/**
 * The published rules of copy trading: how big a copy's order is (in proportion to what the
 * copy holds against what the strategy holds, rounded down to whole lots), when a copy's
 * stop-loss fires, the performance fee on new profit, and the ledger entries that move money in
 * and out of a copy. Pure: the server reads the records, these decide.
 */
import { houseAccount, memberAccount, pocketAccount, transfer, type Entry } from './ledger';
import { tradingCurrency, type Yen } from './trading-config';
import { yenAmount } from './trading-money';

export type CopySkipReason = 'below_one_lot' | 'instrument_halted' | 'insufficient_cash';

export interface CopySizing {
  /** Shares the strategy's order is for. */
  readonly strategyShares: number;
  /** The copy's equity now: cash plus positions marked to the last price, in yen. */
  readonly copyEquity: Yen;
  /** The strategy's equity at the moment of its order, in yen. */
  readonly strategyEquity: Yen;
  readonly lotSize: number;
  readonly halted: boolean;
}

export type CopyOrderSize = { readonly lots: number; readonly shares: number } | { readonly skipped: CopySkipReason };

/**
 * shares = strategy shares × copy equity ÷ strategy equity, rounded down to whole lots. A copy
 * too small for one lot, or of a halted instrument, is skipped with its reason.
 */
export function copyOrderSize(sizing: CopySizing): CopyOrderSize {
  if (sizing.halted) return { skipped: 'instrument_halted' };
  const { strategyShares, copyEquity, strategyEquity, lotSize } = sizing;
  if (!Number.isSafeInteger(strategyShares) || strategyShares <= 0)
    throw new Error(`Strategy shares are positive, not ${strategyShares}`);
  if (!Number.isSafeInteger(lotSize) || lotSize <= 0) throw new Error(`A lot is a positive number of shares, not ${lotSize}`);
  if (strategyEquity.minor <= 0n || copyEquity.minor <= 0n) return { skipped: 'below_one_lot' };
  // Rounded down twice in one division: whole lots of the exact proportional shares.
  const lots = (BigInt(strategyShares) * copyEquity.minor) / (strategyEquity.minor * BigInt(lotSize));
  if (lots < 1n) return { skipped: 'below_one_lot' };
  return { lots: Number(lots), shares: Number(lots) * lotSize };
}

/** The smallest and largest stop-loss a copy may have, in percent of what was invested. */
export const stopLossRange = { min: 5, max: 95 } as const;

export function isStopLossPct(value: number): boolean {
  return Number.isInteger(value) && value >= stopLossRange.min && value <= stopLossRange.max;
}

/** The equity at which the copy's stop-loss fires: (1 − stopLossPct) × invested, exact (may be a fraction of a yen). */
export function stopLossTriggered(equity: Yen, invested: Yen, stopLossPct: number): boolean {
  if (!isStopLossPct(stopLossPct)) throw new Error(`A stop-loss is 5–95%, not ${stopLossPct}`);
  // equity ≤ invested × (100 − pct) / 100, compared without division so the threshold itself fires.
  return equity.minor * 100n <= invested.minor * BigInt(100 - stopLossPct);
}

/** The loss a stop-loss means in yen (what the follow sheet shows): invested × pct ÷ 100, rounded down. */
export function stopLossAmount(invested: Yen, stopLossPct: number): Yen {
  return yenAmount((invested.minor * BigInt(stopLossPct)) / 100n);
}

/**
 * The performance fee at the end of a copy: `feePct` of the profit above the high-water mark
 * (the highest of what was invested and the equity a fee was last charged on), rounded down to
 * the yen. 0 by default, and never more than the profit.
 */
export function performanceFee(equity: Yen, highWaterMark: Yen, feePct: number): Yen {
  if (!Number.isInteger(feePct) || feePct < 0 || feePct > 50) throw new Error(`A performance fee is 0–50%, not ${feePct}`);
  const profit = equity.minor - highWaterMark.minor;
  if (profit <= 0n || feePct === 0) return yenAmount(0n);
  return yenAmount((profit * BigInt(feePct)) / 100n);
}

const copyCash = (copyId: string, memberId: string) => pocketAccount('copy', copyId, memberId, tradingCurrency, 'cash');

/** A follow: the amount moves from the member's available cash into the copy's cash. */
export function copyFundingEntry(copyId: string, memberId: string, amount: Yen): Entry {
  return transfer('copy_funding', memberAccount(memberId, tradingCurrency, 'available'), copyCash(copyId, memberId), amount);
}

/** The end of a copy: its cash (all positions closed) returns to the member's available cash. */
export function copyReturnEntry(copyId: string, memberId: string, amount: Yen): Entry {
  return transfer('copy_return', copyCash(copyId, memberId), memberAccount(memberId, tradingCurrency, 'available'), amount);
}

/** The performance fee, charged from the copy's cash to the house `fees` before the rest returns. */
export function copyFeeEntry(copyId: string, memberId: string, fee: Yen): Entry {
  return transfer('copy_fee', copyCash(copyId, memberId), houseAccount('fees', tradingCurrency), fee);
}

/** The firm funds a house strategy's capital from its `strategies` account. */
export function strategyFundingEntry(strategyId: string, amount: Yen): Entry {
  return transfer(
    'strategy_funding',
    houseAccount('strategies', tradingCurrency),
    pocketAccount('strategy', strategyId, null, tradingCurrency, 'cash'),
    amount,
  );
}
