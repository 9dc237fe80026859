/**
 * Withdrawals: the amount moves to frozen at once; a reviewer pays it out or returns it. The
 * checks are the published ones (identity, card, cool-down, fund password, hours, limits,
 * balance, restrictions) and no other.
 */
import type { z } from 'zod';
import type { reviewRequest, withdrawRequest } from '@kabuto/contracts';
import { formatAmount, isRejection, lockMinutesLeft, money, reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { ConfigService } from '../common/config.service';
import type { AuditTrail } from '../backoffice/audit';
import { findMemberById, findPasswordHashes } from '../identity/identity.repository';
import { checkFundPassword } from '../identity/fund-password';
import { noStepUp, type SpendStepUp } from '../identity/passkeys.service';
import { publishMemberChange } from '../messages/member-events';
import { notify } from '../messages/messages.service';
import type { Bus } from '../market/bus';
import { placeHold, releaseHold, settleWithdrawal } from '../ledger/ledger.service';
import { checkWindowAndLimits, guardAction, parseMoneyField, withdrawWindow } from './funds-rules';
import * as orders from './orders.repository';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

export function createWithdrawalsService({
  db,
  clock,
  config,
  bus,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  bus: Bus;
}) {
  async function checkCard(queryable: Queryable, memberId: number, cardId: number, now: Date): Promise<Rejection | null> {
    const card = await orders.findLiveCard(queryable, memberId, cardId);
    if (!card) return reject('not_found');
    const from = new Date(card.createdAt.getTime() + Number(await config.value('withdrawCardCooldownHours')) * 3_600_000);
    return from > now ? reject('card_cooling_down', { from: from.toISOString() }) : null;
  }

  /** The member's standing to withdraw: restrictions and verified identity. */
  async function checkMember(queryable: Queryable, memberId: number): Promise<Rejection | null> {
    const member = await findMemberById(queryable, memberId);
    if (!member) return reject('not_found');
    const refused = await guardAction(member.restrictions, 'withdraw', config);
    if (refused) return refused;
    return member.kycStatus === 'verified' ? null : reject('verification_required');
  }

  /**
   * Inside the transaction that places the hold, with the member's row locked (so a restriction,
   * a fund-password change or lock, or a card's removal either commits before and is seen here,
   * or waits for this withdrawal): the checks made before it still hold.
   */
  async function recheck(tx: Queryable, memberId: number, cardId: number, verifiedFundHash: string | null, now: Date) {
    const current = await findPasswordHashes(tx, memberId, true);
    if (!current || current.fundPasswordHash === null) return reject('fund_password_not_set');
    if (current.fundPasswordHash !== verifiedFundHash) return reject('fund_password_wrong');
    const lockedFor = lockMinutesLeft(current.fundLock, now);
    if (lockedFor > 0) return reject('fund_password_locked', { minutes: lockedFor });
    return (await checkMember(tx, memberId)) ?? (await checkCard(tx, memberId, cardId, now));
  }

  return {
    /** `stepUp` spends the member's step-up with the hold, so a refused withdrawal leaves it for a retry. */
    async request(memberId: number, body: z.output<typeof withdrawRequest>, stepUp: SpendStepUp = noStepUp) {
      const memberProblem = await checkMember(db.pool, memberId);
      if (memberProblem) return memberProblem;
      const now = clock();
      const cardProblem = await checkCard(db.pool, memberId, body.bankCardId, now);
      if (cardProblem) return cardProblem;
      const amount = parseMoneyField('amount', body.amount, body.currency);
      if ('rejected' in amount) return amount;
      const outside = await checkWindowAndLimits(amount, now, withdrawWindow, config);
      if (outside) return outside;
      // The hash the typed password is checked against, so the transaction can see it unchanged.
      const verifiedFundHash = (await findPasswordHashes(db.pool, memberId))?.fundPasswordHash ?? null;
      const password = await checkFundPassword(db, memberId, body.fundPassword, now);
      if (password !== true) return password;
      // Each withdrawal holds its own amount, so several may wait for review at once; the
      // hold is what keeps them within the balance.
      return db.transaction(async (tx) => {
        const changed = await recheck(tx, memberId, body.bankCardId, verifiedFundHash, now);
        if (changed) return changed;
        const unconfirmed = await stepUp(tx);
        if (unconfirmed) return unconfirmed;
        const id = await orders.insertWithdrawal(tx, { memberId, cardId: body.bankCardId, amount, now });
        const orderNo = orders.withdrawalOrderNo(id);
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
      if (!body.approve && !body.reason) return rejectField('reason', 'required');
      const decided = await db.transaction(async (tx) => {
        const withdrawal = await orders.lockWithdrawal(tx, body.id);
        if (!withdrawal) return reject('not_found');
        if (withdrawal.status !== 'pending') return reject('wrong_state');
        const now = clock();
        const orderNo = orders.withdrawalOrderNo(withdrawal.id);
        if (body.approve) await settleWithdrawal(tx, orderNo, now);
        else await releaseHold(tx, orderNo, now);
        await orders.decideWithdrawal(tx, { id: withdrawal.id, approve: body.approve, reason: body.reason, reviewerId, now });
        const amount = money(withdrawal.currency, withdrawal.amount);
        const params = { orderNo, amount: formatAmount(amount), currency: amount.currency, reason: body.reason };
        await notify(tx, withdrawal.memberId, body.approve ? 'withdrawal_passed' : 'withdrawal_rejected', params);
        await audit.record(tx, {
          action: 'withdrawal.review',
          target: `member:${withdrawal.memberId}`,
          before: { orderNo, status: 'pending' },
          after: { orderNo, status: body.approve ? 'passed' : 'rejected', reason: body.reason || null },
        });
        return { memberId: withdrawal.memberId };
      });
      if (isRejection(decided)) return decided;
      // After the commit: the member's open screens refetch balances, records and notices.
      publishMemberChange(bus, decided.memberId, clock());
      return {};
    },
  };
}
