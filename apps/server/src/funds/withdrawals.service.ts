/**
 * Withdrawals: the amount moves to frozen at once; a reviewer pays it out or returns it. The
 * checks are the published ones (identity, card, cool-down, fund password, hours, limits,
 * balance, restrictions) and no other.
 */
import type { z } from 'zod';
import type { reviewRequest, withdrawRequest } from '@kabuto/contracts';
import { formatAmount, isRejection, money, reject, type MemberId, type Money, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { TransactionScope } from '../platform/transaction';
import { anyCashOutflow, type CashOutflowGuard } from '../platform/cash-outflow';
import type { ConfigService, SettingsSnapshot } from '../settings/config.service';
import type { AuditTrail } from '../platform/audit';
import { decideOnce } from '../platform/staff-review';
import { liveCardAddedAt } from './bank-cards.service';
import { guardAction, memberStanding } from '../identity/members.service';
import { checkFundPassword, recheckFundPassword } from '../identity/fund-password.service';
import { publishMemberChange } from '../stream/member-stream.service';
import { noStepUp, type SpendStepUp } from '../identity/passkeys.service';
import { notify } from '../messages/messages.service';
import type { Bus } from '../market/market-feed.service';
import { placeHold, releaseHold, settleWithdrawal } from '../ledger/ledger.service';
import { checkWindowAndLimits, parseMoneyField } from './funds-rules';
import * as fundOrders from './fund-orders.repository';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/** A withdrawal that passed its checks: what its transaction re-checks and holds. */
export interface CheckedWithdrawal {
  settings: SettingsSnapshot;
  amount: Money;
  now: Date;
  /** The fund password hash the typed password was verified against, unchanged inside the transaction. */
  verifiedFundHash: string;
}

export function createWithdrawalsService({
  db,
  clock,
  config,
  bus,
  cashOutflow = anyCashOutflow,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  bus: Bus;
  /** May the amount leave the available balance (a loan's collateral, from loans)? */
  cashOutflow?: CashOutflowGuard;
}) {
  async function checkCard(
    reader: Queryable,
    settings: SettingsSnapshot,
    memberId: number,
    cardId: number,
    now: Date,
  ): Promise<Rejection | null> {
    const addedAt = await liveCardAddedAt(reader, memberId, cardId);
    if (!addedAt) return reject('not_found');
    const from = new Date(addedAt.getTime() + (await settings.fundsConfig()).withdrawCardCooldownHours * 3_600_000);
    return from > now ? reject('card_cooling_down', { from: from.toISOString() }) : null;
  }

  /** The member's standing to withdraw: restrictions and verified identity. */
  async function checkMember(queryable: Queryable, settings: SettingsSnapshot, memberId: number): Promise<Rejection | null> {
    const member = await memberStanding(queryable, memberId);
    if (!member) return reject('not_found');
    const refused = await guardAction(member.restrictions, 'withdraw', settings);
    if (refused) return refused;
    return member.kycStatus === 'verified' ? null : reject('verification_required');
  }

  /**
   * Inside the transaction that places the hold, with the member's row locked (so a restriction,
   * a fund-password change or lock, or a card's removal either commits before and is seen here,
   * or waits for this withdrawal): the checks made before it still hold. The settings are the
   * snapshot read before the transaction: nothing in it waits for a second connection.
   */
  async function recheck(
    tx: Queryable,
    settings: SettingsSnapshot,
    check: { memberId: number; cardId: number; verifiedFundHash: string; now: Date },
  ) {
    const { memberId, cardId, verifiedFundHash, now } = check;
    return (
      (await recheckFundPassword(tx, memberId, verifiedFundHash, now)) ??
      (await checkMember(tx, settings, memberId)) ??
      (await checkCard(tx, settings, memberId, cardId, now))
    );
  }

  return {
    /**
     * The published checks, made before any transaction is open (the fund password's guess is
     * counted in transactions of its own, which must commit even when the withdrawal is refused):
     * what the withdrawal then holds, or the first refusal.
     */
    async check(memberId: MemberId, body: z.output<typeof withdrawRequest>): Promise<CheckedWithdrawal | Rejection> {
      const settings = await config.snapshot();
      const memberProblem = await checkMember(db.pool, settings, memberId);
      if (memberProblem) return memberProblem;
      const now = clock();
      const cardProblem = await checkCard(db.pool, settings, memberId, body.bankCardId, now);
      if (cardProblem) return cardProblem;
      const amount = parseMoneyField('amount', body.amount, body.currency);
      if ('rejected' in amount) return amount;
      const outside = checkWindowAndLimits(amount, now, (await settings.fundsConfig()).withdraw);
      if (outside) return outside;
      const password = await checkFundPassword(db, memberId, body.fundPassword, now);
      if (isRejection(password)) return password;
      return { settings, amount, now, verifiedFundHash: password.verifiedHash };
    },

    /**
     * Holds the checked amount in `scope`. `stepUp` spends the member's step-up with the hold, so a
     * refused withdrawal leaves it for a retry.
     */
    async request(
      scope: TransactionScope,
      memberId: MemberId,
      body: z.output<typeof withdrawRequest>,
      checked: CheckedWithdrawal,
      stepUp: SpendStepUp = noStepUp,
    ) {
      const { settings, amount, now, verifiedFundHash } = checked;
      const collateral = await cashOutflow();
      // Each withdrawal holds its own amount, so several may wait for review at once; the
      // hold is what keeps them within the balance. A refusal in here undoes the inserted withdrawal.
      return scope.run(async (tx) => {
        const changed = await recheck(tx, settings, { memberId, cardId: body.bankCardId, verifiedFundHash, now });
        if (changed) return changed;
        // Under the lock of the member's yen account: while a loan is owed, cash is collateral too.
        const short = await collateral(tx, memberId, amount);
        if (short) return short;
        const unconfirmed = await stepUp(tx);
        if (unconfirmed) return unconfirmed;
        const id = await fundOrders.insertWithdrawal(tx, { memberId, cardId: body.bankCardId, amount, now });
        const orderNo = fundOrders.withdrawalOrderNo(id);
        const held = await placeHold(tx, { memberId, amount, purpose: 'withdrawal', reference: orderNo, now });
        if (held !== true) return held;
        return { orderNo, status: 'pending' as const };
      });
    },

    async review(
      reviewerId: number,
      body: z.output<typeof reviewRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      const decided = await decideOnce(db, audit, body, {
        lock: fundOrders.lockWithdrawal,
        pending: (withdrawal) => withdrawal.status === 'pending',
        decide: async (tx, withdrawal) => {
          const now = clock();
          const orderNo = fundOrders.withdrawalOrderNo(withdrawal.id);
          if (body.approve) await settleWithdrawal(tx, orderNo, now);
          else await releaseHold(tx, orderNo, now);
          await fundOrders.decideWithdrawal(tx, {
            id: withdrawal.id,
            approve: body.approve,
            reason: body.reason,
            reviewerId,
            now,
          });
          const amount = money(withdrawal.currency, withdrawal.amount);
          const params = { orderNo, amount: formatAmount(amount), currency: amount.currency, reason: body.reason };
          await notify(tx, withdrawal.memberId, body.approve ? 'withdrawal_passed' : 'withdrawal_rejected', params);
          return { memberId: withdrawal.memberId };
        },
        audit: (withdrawal) => {
          const orderNo = fundOrders.withdrawalOrderNo(withdrawal.id);
          return {
            action: 'withdrawal.review',
            target: `member:${withdrawal.memberId}`,
            before: { orderNo, status: 'pending' },
            after: { orderNo, status: body.approve ? 'passed' : 'rejected', reason: body.reason || null },
          };
        },
      });
      if (isRejection(decided)) return decided;
      // After the commit: the member's open screens refetch balances, records and notices.
      publishMemberChange(bus, decided.memberId, clock());
      return {};
    },
  };
}
