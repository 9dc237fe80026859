/**
 * "This wasn't me" (`/passkey/disown`): the member removes a passkey still in its cool-down, and
 * every other session ends, so whoever added it loses both the passkey and their session. It
 * needs only the session, so that a worried member is never stopped at it; a thief holding a
 * session can then remove the owner's own new passkey and sign their other devices out, which is
 * denial, not takeover. A passkey past its cool-down is removed with a step-up instead
 * (`/passkey/remove`): disowning it with a session alone would strip the account's step-up away.
 */
import type { z } from 'zod';
import type { passkeyDisownRequest } from '@kabuto/contracts';
import { reject, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { notify } from '../messages/messages.service';
import type { MemberPrincipal } from '../platform/principals';
import * as members from './identity.repository';
import { usableForStepUpAt } from './passkey-cool-down';
import * as passkeys from './passkeys.repository';

export type PasskeyDisownService = ReturnType<typeof createPasskeyDisownService>;

export function createPasskeyDisownService({
  db,
  clock,
  coolDownHours,
}: {
  db: Database;
  clock: () => Date;
  coolDownHours: () => Promise<number>;
}) {
  return {
    async disown(
      principal: MemberPrincipal,
      body: z.output<typeof passkeyDisownRequest>,
    ): Promise<Record<string, never> | Rejection> {
      const hours = await coolDownHours();
      const now = clock();
      return db.transaction(async (tx) => {
        await passkeys.lockPasskeys(tx, principal.memberId);
        const passkey = (await passkeys.listPasskeys(tx, principal.memberId)).find((own) => own.id === body.id);
        if (!passkey) return reject('not_found');
        if (usableForStepUpAt(passkey.createdAt, hours) <= now) return reject('passkey_not_new');
        await passkeys.deletePasskey(tx, principal.memberId, passkey.id);
        // A registration the intruder began, with the password they knew, dies with their session.
        await passkeys.deleteRegisterChallenges(tx, principal.memberId);
        await members.endSessionsOf(tx, principal.memberId, now, principal.sessionId);
        await notify(tx, principal.memberId, 'passkey_disowned', { name: passkey.name });
        return {};
      });
    },
  };
}
