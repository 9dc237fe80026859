/** Deposits: the member announces a transfer to the firm's account; a reviewer credits or rejects it. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { depositRequest, reviewRequest } from '@kabuto/contracts';
import {
  amountWithinLimits,
  depositEntry,
  formatAmount,
  money,
  isRejection,
  reject,
  rejectField,
  toDecimal,
  type MemberId,
  type Rejection,
} from '@kabuto/domain';
import type { Database } from '../db/database';
import type { EventPublisher } from '../platform/outbox';
import type { TransactionScope } from '../platform/transaction';
import type { ConfigService } from '../settings/config.service';
import type { AuditTrail } from '../platform/audit';
import { decideOnce } from '../platform/staff-review';
import { guardAction, memberStanding } from '../identity/members.service';
import { ownsUpload } from '../verification/uploads.service';
import { publishMemberChange } from '../stream/member-stream.service';
import { notify } from '../messages/messages.service';
import type { Bus } from '../market/market-feed.service';
import { post } from '../ledger/ledger.service';
import * as channels from './channels.repository';
import { checkWindowAndLimits, parseMoneyField } from './funds-rules';
import * as fundOrders from './fund-orders.repository';

const referenceAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newReference(): string {
  return 'KB' + Array.from(randomBytes(8), (byte) => referenceAlphabet[byte % referenceAlphabet.length]).join('');
}

export type DepositsService = ReturnType<typeof createDepositsService>;

export function createDepositsService({
  db,
  clock,
  config,
  bus,
  events,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  bus: Bus;
  /** Where an approval is told, in the review's transaction (`funds.deposit_approved`: rewards count a first deposit). */
  events: EventPublisher;
}) {
  return {
    async request(scope: TransactionScope, memberId: MemberId, body: z.output<typeof depositRequest>) {
      const member = await memberStanding(scope.reader, memberId);
      if (!member) return reject('not_found');
      const refused = await guardAction(member.restrictions, 'move_money', config);
      if (refused) return refused;
      if (member.kycStatus !== 'verified') return reject('verification_required');
      const channel = await channels.findChannel(scope.reader, body.channelId);
      if (!channel || !channel.active) return reject('not_found');
      if (channel.currency !== body.currency) return rejectField('currency', 'not_allowed_value');
      const amount = parseMoneyField('amount', body.amount, body.currency);
      if ('rejected' in amount) return amount;
      const now = clock();
      const outside = checkWindowAndLimits(amount, now, (await config.fundsConfig()).deposit);
      if (outside) return outside;
      const channelLimits = amountWithinLimits(
        amount,
        toDecimal(money(amount.currency, channel.min)),
        toDecimal(money(amount.currency, channel.max)),
      );
      if (channelLimits) return channelLimits;
      if (body.receiptImage && !(await ownsUpload(scope.reader, memberId, body.receiptImage))) return reject('not_found');
      const reference = newReference();
      // One pending deposit per member: a second one is refused by the insert itself (it
      // writes nothing), not by a unique violation that would abort the caller's transaction.
      const id = await scope.run((tx) =>
        fundOrders.insertDeposit(tx, {
          memberId,
          channelId: channel.id,
          amount,
          reference,
          receipt: body.receiptImage ?? null,
          now,
        }),
      );
      if (id === null) return reject('request_pending');
      return {
        orderNo: fundOrders.depositOrderNo(id),
        reference,
        status: 'pending' as const,
        amount: formatAmount(amount),
        currency: amount.currency,
        payee: channel.payee,
      };
    },

    async review(
      reviewerId: number,
      body: z.output<typeof reviewRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      const decided = await decideOnce(db, audit, body, {
        lock: fundOrders.lockDeposit,
        pending: (deposit) => deposit.status === 'pending',
        decide: async (tx, deposit) => {
          const now = clock();
          const orderNo = fundOrders.depositOrderNo(deposit.id);
          const amount = money(deposit.currency, deposit.amount);
          if (body.approve) {
            const posted = await post(tx, depositEntry(String(deposit.memberId), amount), {
              reference: orderNo,
              memberId: deposit.memberId,
              now,
            });
            if (posted !== true) throw new Error(`deposit ${orderNo} could not be posted: ${posted.rejected}`);
            await events.publish(tx, 'funds.deposit_approved', { memberId: deposit.memberId, at: now.toISOString() });
          }
          await fundOrders.decideDeposit(tx, { id: deposit.id, approve: body.approve, reason: body.reason, reviewerId, now });
          const params = { orderNo, amount: formatAmount(amount), currency: amount.currency, reason: body.reason };
          await notify(tx, deposit.memberId, body.approve ? 'deposit_passed' : 'deposit_rejected', params);
          return { memberId: deposit.memberId };
        },
        audit: (deposit) => {
          const orderNo = fundOrders.depositOrderNo(deposit.id);
          return {
            action: 'deposit.review',
            target: `member:${deposit.memberId}`,
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
