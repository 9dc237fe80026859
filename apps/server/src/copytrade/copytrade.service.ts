/**
 * The copy-trading use cases: following (money from available cash into a copy), unfollowing,
 * a member's copies with their equity, positions and orders, applying to be a mentor and its
 * review, and the house strategies' setup. Figures and lists are read in copytrade-queries.ts;
 * the copying itself happens in copy-desk.ts, driven by copy-runner.ts.
 */
import type { z } from 'zod';
import type { applyMentorRequest, copyFollowRequest, reviewRequest } from '@kabuto/contracts';
import {
  copyFundingEntry,
  formatAmount,
  houseAlgorithms,
  isAmountRefusal,
  isRejection,
  maskInviteeAccount,
  mentorNotionalCapital,
  nextMarketOpen,
  parseAmount,
  reject,
  rejectField,
  strategyFundingEntry,
  yenAmount,
  type AlgorithmKey,
  type MemberId,
  type Rejection,
} from '@kabuto/domain';
import type { Database } from '../db/database';
import type { TransactionScope } from '../platform/transaction';
import type { AuditTrail } from '../platform/audit';
import { post } from '../ledger/ledger.service';
import { anyCashOutflow, type CashOutflowGuard } from '../platform/cash-outflow';
import type { TradingService } from '../trading/trading.service';
import { copyNo, type CopyDesk } from './copy-desk';
import * as copies from './copytrade.repository';
import * as applications from './mentor-applications.repository';

export interface CopytradeDependencies {
  db: Database;
  clock: () => Date;
  trading: TradingService;
  desk: CopyDesk;
  /** May the followed amount leave the available balance (a loan's collateral, from loans)? */
  cashOutflow?: CashOutflowGuard;
}

/** The house strategies the firm runs: one per algorithm, each on its own stock, ¥10,000,000 of capital. */
const houseStrategies: readonly { name: string; algorithm: AlgorithmKey; stock: number }[] = [
  { name: 'Kabuto Trend 5/20', algorithm: 'ma_crossover', stock: 0 },
  { name: 'Kabuto Breakout 20', algorithm: 'breakout', stock: 1 },
  { name: 'Kabuto Reversion 20', algorithm: 'mean_reversion', stock: 2 },
];
const houseCapital = 10_000_000n;
const houseMinInvestment = 10_000n;

export type CopytradeService = ReturnType<typeof createCopytradeService>;

export function createCopytradeService({ db, clock, trading, desk, cashOutflow = anyCashOutflow }: CopytradeDependencies) {
  return {
    /** Creates and funds the house strategies once, on the first stocks of the market. */
    async ensureHouseStrategies(symbols: readonly string[]): Promise<void> {
      const existing = await copies.listStrategies(db.pool);
      if (existing.some((strategy) => strategy.kind === 'house')) return;
      const now = clock();
      await db.transaction(async (tx) => {
        for (const house of houseStrategies) {
          const symbol = symbols[house.stock];
          if (!symbol) continue;
          const id = await copies.insertStrategy(tx, {
            kind: 'house',
            name: house.name,
            issuer: 'Kabuto',
            algorithm: house.algorithm,
            parameters: { ...houseAlgorithms[house.algorithm].defaults },
            symbol,
            mentorMemberId: null,
            description: '',
            capital: houseCapital,
            minInvestment: houseMinInvestment,
            startedAt: now,
          });
          const posted = await post(tx, strategyFundingEntry(String(id), yenAmount(houseCapital)), {
            reference: `S${String(id).padStart(8, '0')}`,
            memberId: null,
            now,
          });
          if (posted !== true) throw new Error('a house strategy could not be funded');
        }
      });
    },

    /** Follows a strategy: `amount` moves from available cash into a new copy with its stop-loss. */
    async follow(scope: TransactionScope, memberId: MemberId, body: z.output<typeof copyFollowRequest>) {
      const refused = await trading.openingRefusal(scope.reader, memberId);
      if (refused) return refused;
      const parsed = parseAmount(body.amount, 'JPY');
      if (isAmountRefusal(parsed)) return rejectField('amount', parsed.problem);
      const amount = yenAmount(parsed.minor);
      const strategy = await copies.findStrategy(scope.reader, body.strategyId);
      if (!strategy) return reject('not_found');
      if (strategy.status !== 'running') return reject('strategy_stopped');
      // A mentor copying themselves would only mirror their orders twice: refused, nothing moves.
      if (strategy.mentorMemberId === memberId) return reject('own_strategy');
      if (amount.minor < strategy.minInvestment) {
        return reject('below_minimum', { min: formatAmount(yenAmount(strategy.minInvestment)), currency: 'JPY' });
      }
      const now = clock();
      const collateral = await cashOutflow();
      return scope.run(async (tx) => {
        // A copy's cash is not the member's collateral: while a loan is owed it may take only what may leave.
        const short = await collateral(tx, memberId, amount);
        if (short) return short;
        const copyId = await copies.insertCopy(tx, {
          memberId,
          strategyId: strategy.id,
          invested: amount.minor,
          stopLossPct: body.stopLossPct,
          now,
        });
        if (copyId === null) return reject('already_following');
        const posted = await post(tx, copyFundingEntry(String(copyId), String(memberId), amount), {
          reference: copyNo(copyId),
          memberId,
          now,
        });
        if (posted !== true) return posted;
        return { copyId, held: formatAmount(amount) };
      });
    },

    /** Ends a running copy: its positions close at market and its cash returns (less any performance fee). */
    async unfollow(scope: TransactionScope, memberId: MemberId, copyId: number) {
      const settings = await trading.pockets.settings(clock());
      return scope.run(async (tx) => {
        const copy = await copies.lockCopy(tx, copyId, memberId);
        if (!copy) return reject('not_found');
        const ended = await desk.end(tx, copy, 'member', settings);
        // Outside the continuous session the positions can't be sold: say when they can (the app shows it in JST).
        if (isRejection(ended) && ended.rejected === 'market_closed') {
          const { hours, isHoliday } = settings.schedule;
          return reject('market_closed', {
            phase: settings.clock.phase,
            opensAt: nextMarketOpen(settings.clock.now, hours, isHoliday).toISOString(),
          });
        }
        if (isRejection(ended)) return ended;
        return { status: 'ended' as const, returned: formatAmount(yenAmount(ended.returned)) };
      });
    },

    /** Applies to publish one's own trading as a strategy; one pending application at a time. */
    async applyMentor(memberId: MemberId, body: z.output<typeof applyMentorRequest>) {
      const refused = await trading.openingRefusal(db.pool, memberId);
      if (refused) return refused;
      // A member publishes one strategy: once approved, a new application is refused like a pending one.
      if (await copies.isMentor(db.pool, memberId)) return reject('already_applied');
      const id = await applications.insertApplication(db.pool, { memberId, ...body, now: clock() });
      if (id === null) return reject('already_applied');
      return { status: 'pending' as const };
    },

    /** Staff decide a pending mentor application once; a second decision is 409 `wrong_state`. */
    async reviewMentor(body: z.output<typeof reviewRequest>, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      if (!body.approve && !body.reason) return rejectField('reason', 'required');
      const now = clock();
      return db.transaction(async (tx) => {
        const application = await applications.lockApplication(tx, body.id);
        if (!application) return reject('not_found');
        if (application.status !== 'pending') return reject('wrong_state');
        // An approval publishes the member's trading as a strategy of kind "mentor" (mentor-copies.ts copies it).
        const strategyId = body.approve
          ? await copies.insertStrategy(tx, {
              kind: 'mentor',
              name: application.strategyName,
              issuer: maskInviteeAccount(application.account),
              algorithm: null,
              parameters: {},
              symbol: null,
              mentorMemberId: application.memberId,
              description: application.description,
              // The record's notional capital: the mentor's own account size is never published.
              capital: mentorNotionalCapital.minor,
              minInvestment: houseMinInvestment,
              startedAt: now,
            })
          : null;
        await applications.decideApplication(tx, {
          id: application.id,
          approve: body.approve,
          reason: body.reason,
          strategyId,
          now,
        });
        await audit.record(tx, {
          action: 'copy.mentor.review',
          target: `member:${application.memberId}`,
          before: { application: application.id, status: 'pending' },
          after: {
            application: application.id,
            status: body.approve ? 'approved' : 'rejected',
            reason: body.reason || null,
            strategy: strategyId,
          },
        });
        return {};
      });
    },

    /** The member's newest mentor application (null before the first). */
    myMentorApplication: (memberId: MemberId) => applications.latestApplication(db.pool, memberId),

    mentorQueue: (filter: { status?: string | undefined; keyword?: string | undefined; page: number; size: number }) =>
      applications.listApplications(db.pool, filter),
  };
}
