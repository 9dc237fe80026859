/**
 * The figures of the documents a broker owes its members (issue 35): a trade report (取引報告書)
 * per fill, a monthly statement (取引残高報告書) and the annual report (年間取引報告書). Figures are
 * computed here from what the ledger and trading recorded, written as strings (yen as whole numbers,
 * prices and notionals as the shortest decimal of yen), and fixed by a SHA-256 of their canonical JSON, which
 * the PDF carries and `/documents/verify` recomputes. Rendering never computes a figure.
 */
import type { documentKinds } from '@kabuto/contracts';
import { formatPrice } from './stock-exchange-rules';

export type DocumentKind = (typeof documentKinds)[number];

export interface EntryRange {
  readonly from: string;
  readonly to: string;
}

export interface TradeReportFigures {
  readonly kind: 'trade';
  readonly memberId: string;
  /** The order (opening fill) or position (closing fill) number: the fill's ledger reference. */
  readonly reference: string;
  readonly positionNo: string;
  readonly at: string;
  readonly symbol: string;
  readonly side: 'buy' | 'sell';
  readonly opening: boolean;
  readonly shares: string;
  readonly price: string;
  readonly notional: string;
  readonly fee: string;
  readonly stampDuty: string;
  readonly taxWithheld: string;
  readonly taxRefunded: string;
  /** Cash the fill moved for the member: negative when paid (margin, fee, duty), positive when received. */
  readonly settlement: string;
  readonly accountType: string;
  readonly entries: EntryRange;
}

export interface StatementMovement {
  readonly entry: string;
  readonly at: string;
  readonly reason: string;
  readonly reference: string;
  readonly bucket: 'available' | 'frozen';
  readonly amount: string;
  readonly balanceAfter: string;
}

export interface StatementPosition {
  readonly positionNo: string;
  readonly symbol: string;
  readonly direction: 'long' | 'short';
  readonly shares: string;
  readonly entryPrice: string;
  readonly closePrice: string;
  readonly marketValue: string;
  readonly unrealizedPnl: string;
}

export interface MonthlyStatementFigures {
  readonly kind: 'monthly';
  readonly memberId: string;
  readonly period: string;
  readonly openingCash: string;
  readonly closingCash: string;
  readonly movements: readonly StatementMovement[];
  readonly positions: readonly StatementPosition[];
  readonly realizedPnl: string;
  /** Money held (frozen) at month-end. */
  readonly holds: string;
  readonly entries: EntryRange | null;
}

export interface AnnualSale {
  readonly positionNo: string;
  readonly symbol: string;
  readonly closedAt: string;
  readonly shares: string;
  readonly proceeds: string;
  readonly cost: string;
  readonly gain: string;
}

export interface AnnualReportFigures {
  readonly kind: 'annual';
  readonly memberId: string;
  readonly period: string;
  readonly accountType: string;
  readonly sales: readonly AnnualSale[];
  readonly proceeds: string;
  readonly cost: string;
  readonly net: string;
  readonly taxWithheld: string;
  readonly taxRefunded: string;
  readonly entries: EntryRange | null;
}

export type DocumentFigures = TradeReportFigures | MonthlyStatementFigures | AnnualReportFigures;

/** JSON with keys in code-point order at every depth and no spaces: the text the SHA-256 is taken of. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Sen as the shortest decimal of yen: "215000", "2150.5". */
export const senAsYen = (sen: bigint) => formatPrice(sen);

/** The smallest and largest entry id, or null when there are none. */
export function entryRange(ids: readonly bigint[]): EntryRange | null {
  if (ids.length === 0) return null;
  let low = ids[0] as bigint;
  let high = low;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  return { from: low.toString(), to: high.toString() };
}

export interface CashMovement {
  readonly entryId: bigint;
  readonly bucket: 'available' | 'frozen';
  readonly reason: string;
  readonly reference: string;
  readonly at: Date;
  readonly amount: bigint;
  readonly balanceAfter: bigint;
}

/**
 * The cash part of a monthly statement: every movement of the month in entry order, and the closing
 * cash, which must equal the opening plus the movements (else the ledger is broken: a bug, thrown).
 */
export function monthlyCash(openingCash: bigint, closingCash: bigint, movements: readonly CashMovement[]) {
  const moved = movements.reduce((sum, movement) => sum + movement.amount, 0n);
  if (openingCash + moved !== closingCash) {
    throw new Error(`statement does not reconcile: ${openingCash} + ${moved} ≠ ${closingCash}`);
  }
  return movements.map((movement) => ({
    entry: movement.entryId.toString(),
    at: movement.at.toISOString(),
    reason: movement.reason,
    reference: movement.reference,
    bucket: movement.bucket,
    amount: movement.amount.toString(),
    balanceAfter: movement.balanceAfter.toString(),
  }));
}

export interface ClosedTrade {
  readonly positionNo: string;
  readonly symbol: string;
  readonly direction: 'long' | 'short';
  readonly shares: number;
  readonly entryNotional: bigint;
  readonly closeNotional: bigint;
  readonly openingFee: bigint;
  readonly stampDuty: bigint;
  readonly closingFee: bigint;
  readonly closedAt: Date;
}

/**
 * A sale for the annual report: proceeds are what the shares were sold for (a long's close, a short's
 * opening), cost what they were bought for (the other) plus every fee and the duty, in sen.
 */
export function annualSale(
  trade: ClosedTrade,
): AnnualSale & { readonly gainSen: bigint; readonly proceedsSen: bigint; readonly costSen: bigint } {
  const long = trade.direction === 'long';
  const proceedsSen = long ? trade.closeNotional : trade.entryNotional;
  const costSen =
    (long ? trade.entryNotional : trade.closeNotional) + (trade.openingFee + trade.stampDuty + trade.closingFee) * 100n;
  const gainSen = proceedsSen - costSen;
  return {
    positionNo: trade.positionNo,
    symbol: trade.symbol,
    closedAt: trade.closedAt.toISOString(),
    shares: String(trade.shares),
    proceeds: senAsYen(proceedsSen),
    cost: senAsYen(costSen),
    gain: senAsYen(gainSen),
    gainSen,
    proceedsSen,
    costSen,
  };
}
