/**
 * Account recovery with a passkey: a member who forgot the login password signs in with their
 * passkey and sets a new password without the old one. The proof is a fresh passkey step-up for
 * the action `password`, spent in the same transaction as the change, so it works once; a member
 * without a passkey has no such proof and is refused. Every other session ends, and the member
 * gets a notice.
 */
import type { z } from 'zod';
import type { resetPasswordRequest } from '@kabuto/contracts';
import { reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { MemberPrincipal } from '../platform/principals';
import { hashPassword } from '../security/passwords';
import { isCommon } from '../security/common-passwords';
import { notify } from '../messages/messages.service';
import { noStepUp, type PasskeysService } from './passkeys.service';
import * as members from './identity.repository';

export type PasswordRecoveryService = ReturnType<typeof createPasswordRecoveryService>;

export function createPasswordRecoveryService({
  db,
  clock,
  passkeys,
}: {
  db: Database;
  clock: () => Date;
  passkeys: Pick<PasskeysService, 'requireStepUp'>;
}) {
  return {
    async resetWithPasskey(
      principal: MemberPrincipal,
      body: z.output<typeof resetPasswordRequest>,
    ): Promise<Record<string, never> | Rejection> {
      if (isCommon(body.newPassword)) return rejectField('newPassword', 'password_common');
      const spend = await passkeys.requireStepUp(db.pool, principal.memberId, 'password', body.stepUpToken);
      if ('rejected' in spend) return spend;
      // Without a passkey there is nothing that proves the member without the old password.
      if (spend === noStepUp) return reject('step_up_required');
      const passwordHash = await hashPassword(body.newPassword);
      return db.transaction(async (tx) => {
        const spent = await spend(tx);
        if (spent) return spent;
        await members.savePasswordHash(tx, principal.memberId, passwordHash);
        await members.endSessionsOf(tx, principal.memberId, clock(), principal.sessionId);
        await notify(tx, principal.memberId, 'password_changed');
        return {};
      });
    },
  };
}
