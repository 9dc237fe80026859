/**
 * Securities-backed loans: the member's quota, applying and repaying, the records, and the staff
 * review that pays a passed loan out of the firm's lending account. Every yen moves as a ledger
 * entry in the same transaction as the loan's change; the rules are in @kabuto/domain.
 */
import type { z } from 'zod';
import type { loanApplyRequest, loanRepayRequest, reviewRequest } from '@kabuto/contracts';
import {
  availableCredit,
  collateralValue,
  formatAmount,
  formatDecimal,
  isAmountRefusal,
  isRejection,
  loanDisbursalEntry,
  loanRepaymentEntry,
  parseAmount,
  previousDay,
  reject,
  rejectField,
  splitRepayment,
  toJapanTime,
  totalCollateral,
  yenAmount,
  type MemberId,
  type Rejection,
  type Yen,
} from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { TransactionScope } from '../platform/transaction';
import type { AuditTrail } from '../platform/audit';
import { decideOnce } from '../platform/staff-review';
import type { ConfigService } from '../settings/config.service';
import type { Bus } from '../market/market-feed.service';
import type { TradingQueries } from '../trading/trading-queries.service';
import { guardAction, memberStanding } from '../identity/members.service';
import { notify } from '../messages/messages.service';
import { availableIn, lockedAvailable, post } from '../ledger/ledger.service';
import { publishMemberChange } from '../stream/member-stream.service';
import { accrueInterest } from './loan-accrual';
import { cashOutflowGuard } from './cash-collateral';
import { loanQuota, loanView, percentOf } from './loan-views';
import * as loans from './loans.repository';

export interface LoansDependencies {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  bus: Bus;
  trading: Pick<TradingQueries, 'collateralPositions'>;
}

export type LoansService = ReturnType<typeof createLoansService>;

const dayMs = 86_400_000;

function parseYen(text: string): Yen | Rejection {
  const parsed = parseAmount(text, 'JPY');
  return isAmountRefusal(parsed) ? rejectField('amount', parsed.problem) : yenAmount(parsed.minor);
}

export function createLoansService({ db, clock, config, bus, trading }: LoansDependencies) {
  /** The collateral of the member at the last prices, holdings and yen cash, read through `reader`. */
  const collateralOf = async (reader: Queryable, memberId: MemberId) => {
    const holdings = collateralValue(await trading.collateralPositions(reader, memberId));
    return totalCollateral({ holdings, cash: yenAmount((await availableIn(reader, memberId, 'JPY')).minor) });
  };

  return {
    async quota(memberId: MemberId) {
      const settings = await config.loanConfig();
      const positions = await trading.collateralPositions(db.pool, memberId);
      const cash = yenAmount((await availableIn(db.pool, memberId, 'JPY')).minor);
      return loanQuota(positions, cash, await loans.openLoanOf(db.pool, memberId), settings);
    },

    /**
     * What `/user/info` shows: the line still available, what is owed, and the yen cash that may
     * leave now (all of it with nothing owed).
     */
    async figures(memberId: MemberId): Promise<{ creditLine: string; borrowed: string; withdrawable: string }> {
      const quota = await this.quota(memberId);
      return { creditLine: quota.available, borrowed: quota.owed, withdrawable: quota.withdrawable };
    },

    /** The check every cash outflow makes inside its transaction (passed to funds, offerings, placements, copy trading). */
    cashOutflowGuard: cashOutflowGuard(() => config.loanConfig(), trading),

    async apply(scope: TransactionScope, memberId: MemberId, body: z.output<typeof loanApplyRequest>) {
      const member = await memberStanding(scope.reader, memberId);
      if (!member) return reject('not_found');
      const refused = await guardAction(member.restrictions, 'move_money', config);
      if (refused) return refused;
      const amount = parseYen(body.amount);
      if (isRejection(amount)) return amount;
      const settings = await config.loanConfig();
      if (!settings.termDays.includes(body.termDays)) {
        return reject('term_not_offered', { options: settings.termDays.join(', ') });
      }
      const collateral = await collateralOf(scope.reader, memberId);
      return scope.run(async (tx) => {
        if (await loans.openLoanOf(tx, memberId)) return reject('loan_open');
        // With no open loan nothing is owed, so the whole line is available.
        const available = availableCredit(collateral, yenAmount(0n), settings.maxLtv);
        if (amount.minor > available.minor) return reject('quota_insufficient', { available: formatAmount(available) });
        const loanId = await loans.insertLoan(tx, {
          memberId,
          amount: amount.minor,
          termDays: body.termDays,
          apr: formatDecimal(settings.apr),
          now: clock(),
        });
        if (loanId === null) return reject('loan_open');
        return { loanId, status: 'pending' as const };
      });
    },

    async repay(scope: TransactionScope, memberId: MemberId, body: z.output<typeof loanRepayRequest>) {
      const amount = parseYen(body.amount);
      if (isRejection(amount)) return amount;
      const now = clock();
      const outcome = await scope.run(async (tx) => {
        const locked = await loans.lockLoan(tx, body.loanId, memberId);
        if (!locked) return reject('not_found');
        if (locked.status !== 'active') return reject('wrong_state');
        const loan = await accrueInterest(tx, locked, now);
        const owed = yenAmount(loan.principal + loan.interest);
        if (amount.minor > owed.minor) return reject('repay_exceeds_owed', { owed: formatAmount(owed) });
        const reference = `${loans.loanNo(loan.id)}-R${loan.repayments + 1}`;
        const posted = await post(tx, loanRepaymentEntry(String(memberId), amount), { reference, memberId, now });
        if (posted !== true) return posted;
        const split = splitRepayment({ principal: yenAmount(loan.principal), interest: yenAmount(loan.interest) }, amount);
        const after = { principal: loan.principal - split.principal.minor, interest: loan.interest - split.interest.minor };
        await loans.saveRepayment(tx, { id: loan.id, ...after, now });
        const left = yenAmount(after.principal + after.interest);
        if (left.minor === 0n) await notify(tx, memberId, 'loan_repaid', { loanNo: loans.loanNo(loan.id) });
        return { owed: formatAmount(left), status: left.minor === 0n ? ('repaid' as const) : ('active' as const) };
      });
      if (!isRejection(outcome)) publishMemberChange(bus, memberId, now);
      return outcome;
    },

    async records(memberId: MemberId, page: { page: number; size: number }) {
      const { rows, total } = await loans.memberLoans(db.pool, memberId, page);
      const now = clock();
      return { items: rows.map((row) => loanView(row, now)), total, page: page.page, size: page.size };
    },

    async queue(filter: loans.QueueFilter) {
      const { rows, total } = await loans.loanQueue(db.pool, filter);
      const now = clock();
      return {
        items: rows.map((row) => ({
          ...loanView(row, now),
          memberId: row.memberId,
          account: row.account,
          reviewer: row.reviewer,
          reviewedAt: row.reviewedAt?.toISOString() ?? null,
        })),
        total,
        page: filter.page,
        size: filter.size,
      };
    },

    /**
     * Staff pass or reject a pending loan, once. A pass checks the line again at today's prices
     * (the holdings may have fallen since the member applied) and pays the amount out of the
     * firm's lending account into the member's available cash.
     */
    async review(
      reviewerId: number | null,
      body: z.output<typeof reviewRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      if (!body.approve && !body.reason) return rejectField('reason', 'required');
      const found = await loans.findLoan(db.pool, body.id);
      if (!found) return reject('not_found');
      const settings = await config.loanConfig();
      const now = clock();
      const decided = await decideOnce(db, audit, body, {
        lock: loans.lockLoan,
        pending: (loan) => loan.status === 'pending',
        decide: async (tx, loan) => {
          const amount = yenAmount(loan.amount);
          const loanNo = loans.loanNo(loan.id);
          const dueAt = new Date(now.getTime() + loan.termDays * dayMs);
          if (body.approve) {
            // The collateral under the lock of the member's yen account (loan → accounts, as a
            // repayment locks), so cash withdrawn while the loan was pending is not counted.
            const cash = yenAmount((await lockedAvailable(tx, loan.memberId, 'JPY')).minor);
            const holdings = collateralValue(await trading.collateralPositions(tx, loan.memberId));
            const collateral = totalCollateral({ holdings, cash });
            const available = availableCredit(collateral, yenAmount(0n), settings.maxLtv);
            if (amount.minor > available.minor) return reject('quota_insufficient', { available: formatAmount(available) });
            const posted = await post(tx, loanDisbursalEntry(String(loan.memberId), amount), {
              reference: loanNo,
              memberId: loan.memberId,
              now,
            });
            if (posted !== true) throw new Error(`loan ${loanNo} could not be paid out: ${posted.rejected}`);
          }
          await loans.decideLoan(tx, {
            id: loan.id,
            approve: body.approve,
            reason: body.reason,
            reviewerId,
            now,
            dueAt: body.approve ? dueAt : null,
            // Interest starts with the day of the payout: the days before it count as accrued.
            accruedThrough: body.approve ? previousDay(toJapanTime(now).date) : null,
          });
          const params = { loanNo, amount: formatAmount(amount), reason: body.reason };
          if (body.approve) {
            await notify(tx, loan.memberId, 'loan_passed', {
              ...params,
              termDays: String(loan.termDays),
              apr: percentOf(loan.apr),
              dueAt: toJapanTime(dueAt).date,
            });
          } else {
            await notify(tx, loan.memberId, 'loan_rejected', params);
          }
          return { memberId: loan.memberId };
        },
        audit: (loan) => {
          const loanNo = loans.loanNo(loan.id);
          return {
            action: 'loan.review',
            target: `member:${loan.memberId}`,
            before: { loanNo, status: 'pending' },
            after: { loanNo, status: body.approve ? 'active' : 'rejected', reason: body.reason || null },
          };
        },
      });
      if (isRejection(decided)) return decided;
      publishMemberChange(bus, decided.memberId, now);
      return {};
    },
  };
}
