/**
 * Gathers a document's figures from what the ledger and trading recorded, through their public
 * services: the same function makes a document and verifies it later (`/documents/verify`), so a
 * document whose ledger changed under it no longer matches. Amounts are yen; a trade's price and
 * amount keep their sen. Months and years are Japan's.
 */
import {
  annualSale,
  decimal,
  roundToScale,
  entryRange,
  fromJapanTime,
  monthlyCash,
  senAsYen,
  type AnnualReportFigures,
  type MonthlyStatementFigures,
  type StatementPosition,
  type TradeReportFigures,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { cashBefore, cashMovements, entryPostings, taxLines } from '../ledger/statements.service';
import { closesAtOrBefore } from '../market/closing-prices.service';
import { positionsClosedIn, positionsHeldAt, positionsTouching, type ReportPosition } from '../trading/trade-reports.service';

/** The member's tax account type (issue 34's `/tax/account`), or null while that is not there. */
export type AccountTypeOf = (memberId: number) => Promise<string | null>;

export interface FigureReaders {
  db: Queryable;
  accountTypeOf: AccountTypeOf;
}

/** The first instant of a Japan month ("YYYY-MM") and of the next one. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: fromJapanTime(`${month}-01`), to: fromJapanTime(`${next}-01`) };
}

export function yearBounds(year: number): { from: Date; to: Date } {
  return { from: fromJapanTime(`${year}-01-01`), to: fromJapanTime(`${year + 1}-01-01`) };
}

const sumOf = (values: readonly bigint[]) => values.reduce((sum, value) => sum + value, 0n);
const taxSums = (lines: readonly { reason: string; amount: bigint }[]) => ({
  withheld: sumOf(lines.filter((line) => line.reason === 'tax_withheld').map((line) => line.amount)),
  refunded: sumOf(lines.filter((line) => line.reason === 'tax_refunded').map((line) => line.amount)),
});

/** The trade report of one fill: a position's opening (its order's fill) or its closing. */
export async function tradeFigures(
  readers: FigureReaders,
  memberId: number,
  position: ReportPosition,
  opening: boolean,
): Promise<TradeReportFigures> {
  const reference = opening ? (position.orderNo ?? position.positionNo) : position.positionNo;
  const postings = (await entryPostings(readers.db, memberId, opening ? 'fill' : 'close', [reference])).get(reference) ?? [];
  const taxes = opening ? [] : await taxLines(readers.db, memberId, { references: [position.positionNo] });
  const posted = (key: string) =>
    sumOf(postings.filter((posting) => posting.accountKey === key).map((posting) => posting.amount));
  // Opening: the margin, fee and duty the fill took from the member's cash; closing: what it paid in.
  const settlement = opening
    ? -(posted(`member:JPY:margin:${memberId}`) + posted('house:JPY:fees') + posted('house:JPY:taxes'))
    : posted(`member:JPY:available:${memberId}`);
  const { withheld, refunded } = taxSums(taxes);
  const buys = (position.direction === 'long') === opening;
  return {
    kind: 'trade',
    memberId: String(memberId),
    reference,
    positionNo: position.positionNo,
    at: (opening ? position.openedAt : (position.closedAt ?? position.openedAt)).toISOString(),
    symbol: position.symbol,
    side: buys ? 'buy' : 'sell',
    opening,
    shares: String(position.shares),
    price: senAsYen(opening ? position.entryPrice : (position.closePrice ?? 0n)),
    notional: senAsYen(opening ? position.entryNotional : (position.closeNotional ?? 0n)),
    fee: String(opening ? position.openingFee : (position.closingFee ?? 0n)),
    stampDuty: String(opening ? position.stampDuty : 0n),
    taxWithheld: String(withheld),
    taxRefunded: String(refunded),
    settlement: String(settlement - withheld + refunded),
    accountType: (await readers.accountTypeOf(memberId)) ?? '',
    entries: entryRange([...postings.map((posting) => posting.entryId), ...taxes.map((line) => line.entryId)]) ?? {
      from: '',
      to: '',
    },
  };
}

/** The month's positions at its last close, valued at that day's closing price. */
async function monthEndPositions(readers: FigureReaders, memberId: number, end: Date): Promise<StatementPosition[]> {
  const held = await positionsHeldAt(readers.db, memberId, end);
  const closes = await closesAtOrBefore(readers.db, [...new Set(held.map((position) => position.symbol))], end);
  return held.map((position) => {
    const closeText = closes.get(position.symbol);
    // A stock without a daily bar yet (listed this month) is shown at its entry price.
    const closeSen = closeText === undefined ? position.entryPrice : roundToScale(decimal(closeText), 2, 'half-even').units;
    const value = closeSen * BigInt(position.shares);
    const pnl = position.direction === 'long' ? value - position.entryNotional : position.entryNotional - value;
    return {
      positionNo: position.positionNo,
      symbol: position.symbol,
      direction: position.direction,
      shares: String(position.shares),
      entryPrice: senAsYen(position.entryPrice),
      closePrice: senAsYen(closeSen),
      marketValue: senAsYen(value),
      unrealizedPnl: senAsYen(pnl),
    };
  });
}

export async function monthlyFigures(readers: FigureReaders, memberId: number, month: string): Promise<MonthlyStatementFigures> {
  const { from, to } = monthBounds(month);
  const opening = await cashBefore(readers.db, memberId, from);
  const closing = await cashBefore(readers.db, memberId, to);
  const rows = await cashMovements(readers.db, memberId, from, to);
  const movements = monthlyCash(opening.available + opening.frozen, closing.available + closing.frozen, rows);
  const closed = (await positionsTouching(readers.db, memberId, from, to)).filter(
    (position) => position.closedAt !== null && position.closedAt >= from && position.closedAt < to,
  );
  // Realised: each closed trade's P&L after its fees and duty.
  const realized = sumOf(
    closed.map((position) => (position.grossPnl ?? 0n) - (position.closingFee ?? 0n) - position.openingFee - position.stampDuty),
  );
  return {
    kind: 'monthly',
    memberId: String(memberId),
    period: month,
    openingCash: String(opening.available + opening.frozen),
    closingCash: String(closing.available + closing.frozen),
    movements,
    positions: await monthEndPositions(readers, memberId, to),
    realizedPnl: String(realized),
    holds: String(closing.frozen),
    entries: entryRange(rows.map((row) => row.entryId)),
  };
}

export async function annualFigures(readers: FigureReaders, memberId: number, year: number): Promise<AnnualReportFigures> {
  const { from, to } = yearBounds(year);
  const closed = await positionsClosedIn(readers.db, memberId, from, to);
  const sales = closed.map((position) =>
    annualSale({
      positionNo: position.positionNo,
      symbol: position.symbol,
      direction: position.direction,
      shares: position.shares,
      entryNotional: position.entryNotional,
      closeNotional: position.closeNotional ?? 0n,
      openingFee: position.openingFee,
      stampDuty: position.stampDuty,
      closingFee: position.closingFee ?? 0n,
      closedAt: position.closedAt ?? to,
    }),
  );
  const closes = await entryPostings(
    readers.db,
    memberId,
    'close',
    closed.map((position) => position.positionNo),
  );
  const taxes = await taxLines(readers.db, memberId, { from, to });
  const { withheld, refunded } = taxSums(taxes);
  return {
    kind: 'annual',
    memberId: String(memberId),
    period: String(year),
    accountType: (await readers.accountTypeOf(memberId)) ?? '',
    sales: sales.map(({ gainSen: _gain, proceedsSen: _proceeds, costSen: _cost, ...sale }) => sale),
    proceeds: senAsYen(sumOf(sales.map((sale) => sale.proceedsSen))),
    cost: senAsYen(sumOf(sales.map((sale) => sale.costSen))),
    net: senAsYen(sumOf(sales.map((sale) => sale.gainSen))),
    taxWithheld: String(withheld),
    taxRefunded: String(refunded),
    entries: entryRange([...[...closes.values()].flat().map((posting) => posting.entryId), ...taxes.map((line) => line.entryId)]),
  };
}
