/** Changing the login password and setting or changing the fund password. */
import type { z } from 'zod';
import type { changePasswordRequest, setFundPasswordRequest } from '@kabuto/contracts';
import { reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../security/passwords';
import { notify } from '../messages/messages.service';
import { checkFundPassword } from './fund-password.service';
import * as members from './identity.repository';
import type { MemberPrincipal } from '../platform/principals';

type Done = Record<string, never>;

export type PasswordsService = ReturnType<typeof createPasswordsService>;

export function createPasswordsService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** A new login password ends every session but the one that changed it. */
    async changePassword(principal: MemberPrincipal, body: z.output<typeof changePasswordRequest>): Promise<Done | Rejection> {
      const stored = await members.findPasswordHashes(db.pool, principal.memberId);
      if (!stored) return reject('not_found');
      if (!(await verifyPassword(stored.passwordHash, body.oldPassword))) return reject('old_password_wrong');
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await members.savePasswordHash(tx, principal.memberId, passwordHash);
        await members.endSessionsOf(tx, principal.memberId, clock(), principal.sessionId);
        await notify(tx, principal.memberId, 'password_changed');
      });
      return {};
    },

    /** The first fund password needs the login password; a new one needs the old fund password. */
    async setFundPassword(principal: MemberPrincipal, body: z.output<typeof setFundPasswordRequest>): Promise<Done | Rejection> {
      const stored = await members.findPasswordHashes(db.pool, principal.memberId);
      if (!stored) return reject('not_found');
      if (stored.fundPasswordHash === null) {
        if (!body.loginPassword) return rejectField('loginPassword', 'required');
        if (!(await verifyPassword(stored.passwordHash, body.loginPassword))) return reject('login_password_wrong');
      } else {
        if (!body.oldFundPassword) return rejectField('oldFundPassword', 'required');
        const checked = await checkFundPassword(db, db.pool, principal.memberId, body.oldFundPassword, clock());
        if (checked !== true) return checked;
      }
      const fundPasswordHash = await hashPassword(body.fundPassword);
      await db.transaction(async (tx) => {
        await members.saveFundPasswordHash(tx, principal.memberId, fundPasswordHash);
        await notify(tx, principal.memberId, 'fund_password_set');
      });
      return {};
    },
  };
}
