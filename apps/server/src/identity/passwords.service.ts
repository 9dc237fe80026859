/** Changing the login password and setting or changing the fund password. */
import type { z } from 'zod';
import type { changePasswordRequest, setFundPasswordRequest } from '@kabuto/contracts';
import { isRejection, reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { hashPassword, verifyPassword } from '../security/passwords';
import { isCommon } from '../security/common-passwords';
import { notify } from '../messages/messages.service';
import { checkFundPassword } from './fund-password.service';
import * as members from './identity.repository';
import { judgeSignIn, wrongSignIn, type SignInKey } from './sign-in-lock.service';
import type { MemberPrincipal } from '../platform/principals';

type Done = Record<string, never>;

export type PasswordsService = ReturnType<typeof createPasswordsService>;

export function createPasswordsService({ db, clock }: { db: Database; clock: () => Date }) {
  /**
   * The login password typed behind a session counts with sign-in failures for the same
   * (address, account) pair: a stolen session must not become a way to guess it without limit.
   */
  function checkLoginPassword(
    key: SignInKey,
    storedHash: string,
    candidate: string,
    wrong: 'old_password_wrong' | 'login_password_wrong',
  ): Promise<true | Rejection> {
    return judgeSignIn(db, key, clock(), async () =>
      (await verifyPassword(storedHash, candidate)) ? (true as const) : wrongSignIn(reject(wrong)),
    );
  }

  return {
    /** A new login password ends every session but the one that changed it. */
    async changePassword(
      principal: MemberPrincipal,
      body: z.output<typeof changePasswordRequest>,
      address: string,
    ): Promise<Done | Rejection> {
      if (isCommon(body.newPassword)) return rejectField('newPassword', 'password_common');
      const stored = await members.findPasswordHashes(db.pool, principal.memberId);
      if (!stored) return reject('not_found');
      const key = { address, account: principal.account };
      const checked = await checkLoginPassword(key, stored.passwordHash, body.oldPassword, 'old_password_wrong');
      if (checked !== true) return checked;
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await members.savePasswordHash(tx, principal.memberId, passwordHash);
        await members.endSessionsOf(tx, principal.memberId, clock(), principal.sessionId);
        await notify(tx, principal.memberId, 'password_changed');
      });
      return {};
    },

    /** The first fund password needs the login password; a new one needs the old fund password. */
    async setFundPassword(
      principal: MemberPrincipal,
      body: z.output<typeof setFundPasswordRequest>,
      address: string,
    ): Promise<Done | Rejection> {
      const stored = await members.findPasswordHashes(db.pool, principal.memberId);
      if (!stored) return reject('not_found');
      if (stored.fundPasswordHash === null) {
        if (!body.loginPassword) return rejectField('loginPassword', 'required');
        const key = { address, account: principal.account };
        const checked = await checkLoginPassword(key, stored.passwordHash, body.loginPassword, 'login_password_wrong');
        if (checked !== true) return checked;
      } else {
        if (!body.oldFundPassword) return rejectField('oldFundPassword', 'required');
        const checked = await checkFundPassword(db, principal.memberId, body.oldFundPassword, clock());
        if (isRejection(checked)) return checked;
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
