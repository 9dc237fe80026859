/**
 * Account recovery without a passkey. A member who forgot the password files the account and a
 * new ID photo; staff compare the photo with the verified identity and decide once; the holder of
 * the request token sets a new password with it once, within 24 hours of the approval.
 *
 * Nothing tells whether an account exists: every filing takes the same steps up to the answer (the
 * image is checked and re-encoded, a token is made, the account is looked up and locked in a
 * transaction that counts the filing for the account and day, a committed write either way) and
 * gets the same `{requestToken}`; only for a real account without a pending request, within the
 * day's limit, is the request and its photo stored. A token nobody stored reads as `pending`.
 * Storing them takes a few milliseconds more than not (issue 29 measured 7.7 against 6.5 ms), so
 * every filing answers no sooner than `filingFloorMs` after its photo was checked: below that
 * floor, the time of the answer is the floor's and says nothing about the account.
 */
import type { z } from 'zod';
import type { queueRequest, recoveryResetRequest, recoveryStatusReply, reviewRequest } from '@kabuto/contracts';
import { recoveryApprovalHours, recoveryFilingsPerDay } from '@kabuto/contracts';
import { isRejection, reject, rejectField, type Rejection } from '@kabuto/domain';
import { toJapanTime } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import { decideOnce } from '../platform/staff-review';
import { createServerSecrets } from '../platform/server-secrets';
import { hashPassword } from '../security/passwords';
import { isCommon } from '../security/common-passwords';
import { hashToken, keyedHash, newToken } from '../security/tokens';
import { notify } from '../messages/messages.service';
import * as members from './identity.repository';
import * as requests from './recovery-requests.repository';
import { cleanImage, putCleanImage, type UploadStore } from '../verification/uploads.service';

export type RecoveryRequestsService = ReturnType<typeof createRecoveryRequestsService>;

const hourMs = 3_600_000;

/**
 * The least time from a checked photo to the answer: well above what the lookup and the filing's
 * transaction take on a busy server (tens of milliseconds; `bench/recovery-timing` measures it).
 */
export const filingFloorMs = 200;

const sleepUntil = async (moment: number) => {
  const left = moment - performance.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
};

export function createRecoveryRequestsService({
  db,
  clock,
  uploadStore,
}: {
  db: Database;
  clock: () => Date;
  uploadStore: UploadStore;
}) {
  const secrets = createServerSecrets(db);
  return {
    async file(account: string, photo: Buffer, ip: string): Promise<{ requestToken: string } | Rejection> {
      const image = await cleanImage(photo);
      if (isRejection(image)) return image;
      const answerAt = performance.now() + filingFloorMs;
      const { token, tokenHash } = newToken();
      // Keyed: a plain hash of a ten-digit number is reversed by trying every number.
      const accountHash = keyedHash(await secrets.get('recovery_filings'), account);
      const member = await members.findMemberByAccount(db.pool, account);
      await db.transaction(async (tx) => {
        // An unknown account locks nothing (id 0 is no member) but takes the same round trips.
        const memberId = member?.id ?? 0;
        const filings = await requests.countFiling(tx, accountHash, toJapanTime(clock()).date);
        const locked = await requests.lockMember(tx, memberId);
        const pending = await requests.hasPending(tx, memberId);
        if (!locked || pending || filings > recoveryFilingsPerDay) return requests.passBytes(tx, image.bytes);
        const photoId = await putCleanImage(tx, uploadStore, memberId, image);
        await requests.insertRequest(tx, { memberId, tokenHash, photoId, now: clock() });
        // The owner hears of it, so a request by someone else does not go unnoticed.
        await notify(tx, memberId, 'recovery_requested', { ip });
      });
      await sleepUntil(answerAt);
      return { requestToken: token };
    },

    async status(requestToken: string): Promise<z.output<typeof recoveryStatusReply>> {
      const row = await requests.findByTokenHash(db.pool, hashToken(requestToken));
      if (!row || row.status === 'pending') return { status: 'pending', reason: null, expiresAt: null };
      if (row.status === 'rejected') return { status: 'rejected', reason: row.reason, expiresAt: null };
      if (row.status === 'used') return { status: 'used', reason: null, expiresAt: null };
      const expiresAt = row.expires_at?.toISOString() ?? null;
      const expired = !row.expires_at || row.expires_at.getTime() <= clock().getTime();
      return { status: expired ? 'expired' : 'approved', reason: null, expiresAt };
    },

    /** Sets the new password with an approved request, once; every session of the member ends. */
    async reset(body: z.output<typeof recoveryResetRequest>): Promise<Record<string, never> | Rejection> {
      if (isCommon(body.newPassword)) return rejectField('newPassword', 'password_common');
      const tokenHash = hashToken(body.requestToken);
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock();
      return db.transaction(async (tx) => {
        const memberId = await requests.spend(tx, tokenHash, now);
        if (memberId === null) {
          const row = await requests.findByTokenHash(tx, tokenHash);
          if (row?.status === 'used') return reject('recovery_used');
          if (row?.status === 'approved') return reject('recovery_expired');
          return reject('recovery_not_approved');
        }
        await members.savePasswordHash(tx, memberId, passwordHash);
        await members.endSessionsOf(tx, memberId, now);
        await notify(tx, memberId, 'password_changed');
        return {};
      });
    },

    async queue(filter: z.output<typeof queueRequest>) {
      const { rows, total } = await requests.listRequests(db.pool, filter);
      return {
        items: rows.map((row) => ({
          id: row.id,
          memberId: row.member_id,
          account: row.account,
          status: row.status,
          reason: row.reason,
          reviewer: row.reviewer,
          photo: row.photo_upload_id,
          kycName: row.kyc_name,
          kycPhotos: row.kyc_name && row.kyc_front && row.kyc_back ? [row.kyc_front, row.kyc_back] : [],
          createdAt: row.created_at.toISOString(),
          decidedAt: row.decided_at?.toISOString() ?? null,
          expiresAt: row.expires_at?.toISOString() ?? null,
        })),
        total,
        page: filter.page,
        size: filter.size,
      };
    },

    /** One decision per request; an approval opens 24 hours in which the member may set a password. */
    async review(
      reviewerId: number | null,
      body: z.output<typeof reviewRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      const now = clock();
      const expiresAt = body.approve ? new Date(now.getTime() + recoveryApprovalHours * hourMs) : null;
      const decided = await decideOnce(db, audit, body, {
        lock: requests.lockById,
        pending: (row) => row.status === 'pending',
        decide: async (tx, row) => {
          await requests.decide(tx, { id: row.id, approve: body.approve, reason: body.reason, reviewerId, now, expiresAt });
          return {};
        },
        audit: (row) => ({
          action: 'recovery.review',
          target: `member:${row.member_id}`,
          before: { request: row.id, status: 'pending' },
          after: {
            request: row.id,
            status: body.approve ? 'approved' : 'rejected',
            reason: body.reason || null,
            expiresAt: expiresAt?.toISOString() ?? null,
          },
        }),
      });
      return decided;
    },
  };
}
