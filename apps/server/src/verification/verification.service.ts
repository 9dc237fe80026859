/** Real-name verification: the member submits, a reviewer decides once, the member is told. */
import type { z } from 'zod';
import type { realNameRequest, reviewRequest } from '@kabuto/contracts';
import { reject, rejectField, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import { decideOnce } from '../platform/staff-review';
import type { EventPublisher } from '../platform/outbox';
import { notify } from '../messages/messages.service';
import * as submissions from './verification.repository';

export type VerificationService = ReturnType<typeof createVerificationService>;

const describe = (row: submissions.SubmissionRow) => ({ status: row.status, reason: row.reason });

export interface VerificationDependencies {
  db: Database;
  clock: () => Date;
  /**
   * Where a decision is told, in the review's transaction (`verification.decided`): rewards count
   * a verified invitee, the member's open apps refetch their standing and notices.
   */
  events: EventPublisher;
}

export function createVerificationService({ db, clock, events }: VerificationDependencies) {
  return {
    async submit(memberId: number, body: z.output<typeof realNameRequest>): Promise<{ kycStatus: 'pending' } | Rejection> {
      if (body.frontImage === body.backImage) return rejectField('backImage', 'invalid_format');
      try {
        return await db.transaction(async (tx) => {
          const status = await submissions.lockMemberKyc(tx, memberId);
          if (status === 'pending') return reject('verification_pending');
          if (status === 'verified') return reject('already_verified');
          // Someone else's file id is as unknown to this member as one that does not exist.
          if ((await submissions.countOwnedUploads(tx, memberId, [body.frontImage, body.backImage])) !== 2)
            return reject('not_found');
          await submissions.insertSubmission(tx, { memberId, ...body, now: clock() });
          return { kycStatus: 'pending' as const };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'kyc_submissions_one_pending')) return reject('verification_pending');
        throw error;
      }
    },

    /** The member's identity submissions, newest first, for staff (the back office's member detail). */
    async submissionsOf(memberId: number) {
      return (await submissions.listSubmissionsOf(db.pool, memberId)).map(toReply);
    },

    async list(filter: { status?: string; keyword?: string; page: number; size: number }) {
      const { items, total } = await submissions.listSubmissions(db.pool, filter);
      return { items: items.map(toReply), total, page: filter.page, size: filter.size };
    },

    async detail(id: number) {
      const row = await submissions.findSubmission(db.pool, id);
      return row ? { ...toReply(row), frontImage: row.frontImage, backImage: row.backImage } : reject('not_found');
    },

    async review(
      reviewerId: number,
      body: z.output<typeof reviewRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      const now = clock();
      return decideOnce(db, audit, body, {
        lock: (tx, id) => submissions.findSubmission(tx, id, true),
        pending: (row) => row.status === 'pending',
        decide: async (tx, row) => {
          await submissions.decide(tx, { submission: row, approve: body.approve, reason: body.reason, reviewerId, now });
          await notify(
            tx,
            row.memberId,
            body.approve ? 'kyc_verified' : 'kyc_rejected',
            body.approve ? {} : { reason: body.reason },
          );
          await events.publish(tx, 'verification.decided', {
            memberId: row.memberId,
            approved: body.approve,
            at: now.toISOString(),
          });
          return {};
        },
        audit: (row) => ({
          action: 'kyc.review',
          target: `member:${row.memberId}`,
          before: describe(row),
          after: { status: body.approve ? 'verified' : 'rejected', reason: body.approve ? null : body.reason },
        }),
      });
    },
  };
}

export function toReply(row: submissions.SubmissionRow) {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.account,
    name: row.name,
    idNumber: row.idNumber,
    status: row.status,
    reason: row.reason,
    reviewer: row.reviewer,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
