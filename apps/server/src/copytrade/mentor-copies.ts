/**
 * A mentor's trading, copied. Once staff approve a mentor application, a strategy of kind
 * "mentor" publishes that member's trading; trading tells this module (through the outbox's
 * `trading.member_filled` and `trading.position_closed`, copytrade.wiring.ts) of each of the
 * member's orders that filled (as placed, or resting and filled by the engine) and each of their
 * positions that closed (by their close call, a loan's forced sale, or the house's liquidation or
 * day cut-off), after that commit, and every running copy of the strategy follows in one
 * transaction, which also claims the event: a second delivery of it mirrors nothing again.
 *
 * - a buy (a long position opened) is mirrored by the copy desk's sizing rule, with the strategy's
 *   equity taken as the mentor's own equity in yen at that moment (available + held + margin
 *   from the ledger, plus the open positions' unrealised P&L at the last price). Copies buy long
 *   at leverage 1 whatever the mentor's leverage; a mentor's short sale is not copied (a copy
 *   only ever holds stocks it bought).
 * - a close of a position a copy mirrored closes the copy's positions that mirrored it.
 *
 * Each long fill is recorded with that equity (`copy_mentor_fills`): the strategy's published
 * record is a notional capital copying those fills in proportion (copy-mentor-record.ts), so
 * nothing of the mentor's account (its size, their own shares, order numbers) is shown to
 * followers.
 */
import { tradingCurrency, type MemberId } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import { balancesOf } from '../ledger/ledger.service';
import type { Bus } from '../market/market-feed.service';
import { publishMemberChange } from '../stream/member-stream.service';
import type { MemberClose, MemberFill, TradingService } from '../trading/trading.service';
import type { CopyDesk } from './copy-desk';
import * as copies from './copytrade.repository';
import * as mentors from './mentors.repository';

export interface MentorCopiesDependencies {
  db: Database;
  trading: TradingService;
  desk: CopyDesk;
  bus: Bus;
  /** The unrealised P&L of the member's open positions at the last price (trading's queries), read through `reader`. */
  unrealizedPnl: (memberId: MemberId, reader: Queryable) => Promise<bigint>;
}

export type MentorCopies = ReturnType<typeof createMentorCopies>;

/** Takes the event for this handler in the transaction of its work: false when it was handled before. */
export type Claim = (tx: Queryable) => Promise<boolean>;

export function createMentorCopies({ db, trading, desk, bus, unrealizedPnl }: MentorCopiesDependencies) {
  /** The mentor's equity in yen: the trading currency's available, held and margin, and the open P&L. */
  async function mentorEquity(reader: Queryable, memberId: MemberId): Promise<bigint> {
    const balance = (await balancesOf(reader, memberId)).find((row) => row.currency === tradingCurrency);
    const booked = balance ? BigInt(balance.available) + BigInt(balance.frozen) + BigInt(balance.margin) : 0n;
    return booked + (await unrealizedPnl(memberId, reader));
  }

  /** Tells each follower's open apps once the copies' orders have committed. */
  async function announce(strategyId: number, now: Date): Promise<void> {
    for (const copy of await copies.runningCopies(db.pool, [strategyId])) publishMemberChange(bus, copy.memberId, now);
  }

  return {
    /** Which of `memberIds` run a mentor strategy: theirs are the only trades copies follow (one read). */
    mentorsAmong: (reader: Queryable, memberIds: readonly number[]) => copies.mentorsAmong(reader, memberIds),

    /** The mentor's order filled: every running copy buys its share (a long opening only). */
    async filled(fill: MemberFill, claim: Claim) {
      // A member who is no running mentor has no strategy to lock: nothing is written but the claim.
      if (fill.direction !== 'long') return null;
      const settings = await trading.pockets.settings(fill.now);
      const outcome = await db.transaction(async (tx) => {
        if (!(await claim(tx))) return null;
        const strategy = await copies.lockMentorStrategy(tx, fill.memberId);
        if (!strategy) return null;
        const equity = await mentorEquity(tx, fill.memberId);
        // The strategy's record (copy-mentor-record.ts) is worked out from this fill and the equity copies are sized on.
        await mentors.insertMentorFill(tx, {
          strategyId: strategy.id,
          positionId: fill.positionId,
          shares: fill.shares,
          mentorEquity: equity,
          now: fill.now,
        });
        return { strategyId: strategy.id, mirrored: await desk.mirrorBuy(tx, strategy, fill, equity, settings) };
      });
      if (!outcome) return null;
      await announce(outcome.strategyId, fill.now);
      return outcome.mirrored;
    },

    /** The mentor closed a position: every copy's position that mirrored it closes at market. */
    async closed(close: MemberClose, claim: Claim) {
      const settings = await trading.pockets.settings(close.now);
      const sold = await db.transaction(async (tx) => {
        if (!(await claim(tx))) return null;
        const strategy = await copies.lockMentorStrategy(tx, close.memberId);
        if (!strategy) return null;
        const mirrored = await copies.mirroredPositionIds(tx, close.positionId);
        if (mirrored.length === 0) return null;
        return { strategy, copies: await desk.mirrorSell(tx, strategy, close.positionId, mirrored, settings) };
      });
      if (!sold) return null;
      await announce(sold.strategy.id, close.now);
      return { copies: sold.copies };
    },
  };
}
