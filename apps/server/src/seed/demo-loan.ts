/**
 * The loans part of the demo data (`DEMO=1`), seeded once the market has prices: the demo member
 * buys a holding and borrows half of the line it gives, approved as a reviewer would approve it,
 * all through the same service calls a member and a reviewer make, so every yen is a posting.
 */
import { isRejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { QuoteStore } from '../market/market-feed.service';
import type { TradingService } from '../trading/trading.service';
import type { LoansService } from '../loans/loans.service';
import { memberByAccount } from '../identity/members.service';
import { auditTrailFor } from '../platform/audit';
import { ownTransaction } from '../platform/transaction';

/** About this much of the demo member's cash goes into the holding. */
const holdingYen = 300_000n;

export async function seedDemoLoan(
  { db, quotes, trading, loans }: { db: Database; quotes: QuoteStore; trading: TradingService; loans: LoansService },
  account: string,
): Promise<string> {
  const member = await memberByAccount(db.pool, account);
  if (!member) return 'no demo member';
  // Prices are in sen and a lot is 100 shares, so a lot costs as many yen as the price has sen.
  const stock = [...quotes.states.values()].find(
    (state) =>
      state.instrument.kind === 'stock' &&
      state.instrument.tickTable === 'standard' &&
      state.summary?.last &&
      state.summary.last <= holdingYen,
  );
  const last = stock?.summary?.last;
  if (!stock || !last) return 'no stock with a price';
  const lots = Number(holdingYen / last);
  const order = {
    symbol: stock.instrument.symbol,
    direction: 'long',
    type: 'market',
    lots,
    leverage: 1,
    product: 'normal',
  } as const;
  const placed = await trading.order(member.id, order, null);
  if (isRejection(placed)) return `order refused: ${placed.rejected}`;
  const { available } = await loans.quota(member.id);
  const amount = (BigInt(available) / 2n).toString();
  const applied = await loans.apply(ownTransaction(db), member.id, { amount, termDays: 30 });
  if (isRejection(applied)) return `loan refused: ${applied.rejected}`;
  const reviewed = await loans.review(null, { id: applied.loanId, approve: true, reason: 'demo seed' }, auditTrailFor(null));
  return isRejection(reviewed)
    ? `approval refused: ${reviewed.rejected}`
    : `loan ${applied.loanId} of ¥${amount} on ${lots} lots of ${order.symbol}`;
}
