/**
 * Members' passkeys (WebAuthn): add, list and remove them, sign in with one (a discoverable
 * credential, no account typed), and confirm a sensitive action with one (step-up). Every
 * challenge is kept in the database, answered once, and dies after a few minutes. Adding one needs
 * the login password or a step-up with a passkey already there, and a new passkey confirms nothing
 * until its cool-down is over (`passkey-cool-down.ts`), so a session alone cannot take an account.
 */
import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  Passkey,
  passkeyRegisterOptionsRequest,
  passkeyRegisterRequest,
  passkeyRemoveRequest,
  StepUpAction,
} from '@kabuto/contracts';
import { isRejection, reject, signInRefusal, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { notify } from '../messages/messages.service';
import { verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import * as members from './identity.repository';
import type { MemberPrincipal } from '../platform/principals';
import type { ClientMeta } from './identity.service';
import * as passkeys from './passkeys.repository';
import { judgeSignIn, wrongSignIn } from './sign-in-lock.service';
import { tooNew, usableForStepUpAt } from './passkey-cool-down';
import { noStepUp, type SpendStepUp } from './step-up';
import { clientChallenge, memberHandle, verifyAssertion, type RelyingParty, type WebAuthnResponse } from './webauthn-checks';

export type { RelyingParty };
export { noStepUp, type SpendStepUp } from './step-up';

const challengeLifeMs = 5 * 60_000;
const stepUpLifeMs = 5 * 60_000;
const ceremonyTimeoutMs = 120_000;

export type PasskeysService = ReturnType<typeof createPasskeysService>;

export interface PasskeysDependencies {
  db: Database;
  clock: () => Date;
  /** `passkeyCoolDownHours`: how long a new passkey confirms nothing. */
  coolDownHours: () => Promise<number>;
}

export function createPasskeysService({ db, clock, coolDownHours }: PasskeysDependencies) {
  async function remember(
    challenge: string,
    purpose: passkeys.ChallengePurpose,
    memberId: number | null,
    action: StepUpAction | null,
    tx: Queryable = db.pool,
  ) {
    const now = clock();
    const expiresAt = new Date(now.getTime() + challengeLifeMs);
    await passkeys.insertChallenge(tx, { challenge, purpose, memberId, action, expiresAt }, now);
  }

  /**
   * The login password behind a session: a wrong one counts with the sign-in failures of the same
   * (address, account) pair and locks like them, so a stolen session cannot guess it without limit.
   */
  async function checkLoginPassword(principal: MemberPrincipal, password: string, address: string): Promise<Rejection | null> {
    const stored = await members.findPasswordHashes(db.pool, principal.memberId);
    if (!stored) return reject('not_found');
    const key = { address, account: principal.account };
    return judgeSignIn(db, key, clock(), async () =>
      (await verifyPassword(stored.passwordHash, password)) ? null : wrongSignIn(reject('login_password_wrong')),
    );
  }

  return {
    /**
     * Options for a new passkey, only after proof beyond the session: the login password (a wrong
     * one counts with the sign-in failures), or a `passkey_add` step-up, spent with the challenge.
     */
    async registerOptions(
      principal: MemberPrincipal,
      body: z.output<typeof passkeyRegisterOptionsRequest>,
      address: string,
      rp: RelyingParty,
    ): Promise<Record<string, unknown> | Rejection> {
      if (body.loginPassword === undefined && body.stepUpToken === undefined) return reject('reauth_required');
      if (body.loginPassword !== undefined) {
        const refused = await checkLoginPassword(principal, body.loginPassword, address);
        if (refused) return refused;
      }
      let spend: SpendStepUp = noStepUp;
      if (body.stepUpToken !== undefined) {
        const stepUp = await this.requireStepUp(db.pool, principal.memberId, 'passkey_add', body.stepUpToken);
        if (isRejection(stepUp)) return stepUp;
        // Without a passkey there is no step-up to give: the password is the proof.
        if (stepUp === noStepUp) return reject('reauth_required');
        spend = stepUp;
      }
      const existing = await passkeys.listPasskeys(db.pool, principal.memberId);
      const options = await generateRegistrationOptions({
        rpName: 'Kabuto',
        rpID: rp.rpID,
        userName: principal.account,
        userID: memberHandle(principal.memberId),
        attestationType: 'none',
        timeout: ceremonyTimeoutMs,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return db.transaction(async (tx) => {
        const spent = await spend(tx);
        if (spent) return spent;
        await remember(options.challenge, 'register', principal.memberId, null, tx);
        return options as unknown as Record<string, unknown>;
      });
    },

    async register(principal: MemberPrincipal, body: z.output<typeof passkeyRegisterRequest>, rp: RelyingParty) {
      const now = clock();
      const challenge = clientChallenge(body.response);
      if (!challenge || !(await passkeys.takeChallenge(db.pool, challenge, 'register', principal.memberId, now))) {
        return reject('passkey_invalid');
      }
      let credential;
      try {
        const result = await verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: true,
        });
        if (!result.verified) return reject('passkey_invalid');
        credential = result.registrationInfo.credential;
      } catch {
        return reject('passkey_invalid');
      }
      const usableFrom = usableForStepUpAt(now, await coolDownHours()).toISOString();
      try {
        return await db.transaction(async (tx) => {
          const id = await passkeys.insertPasskey(tx, {
            memberId: principal.memberId,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            signCount: credential.counter,
            transports: credential.transports ?? [],
            name: body.name,
            createdAt: now,
          });
          await notify(tx, principal.memberId, 'passkey_added', { name: body.name, usableFrom });
          return { id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return reject('passkey_invalid');
        throw error;
      }
    },

    async loginOptions(rp: RelyingParty) {
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        timeout: ceremonyTimeoutMs,
      });
      await remember(options.challenge, 'login', null, null);
      return options as unknown as Record<string, unknown>;
    },

    async login(response: WebAuthnResponse, meta: ClientMeta, rp: RelyingParty) {
      const now = clock();
      const challenge = clientChallenge(response);
      if (!challenge || !(await passkeys.takeChallenge(db.pool, challenge, 'login', null, now))) return reject('passkey_invalid');
      const verified = await verifyAssertion(db.pool, response, challenge, rp);
      if (!verified) return reject('passkey_invalid');
      const member = await members.findMemberById(db.pool, verified.passkey.memberId);
      if (!member) return reject('passkey_invalid');
      const refusal = signInRefusal(member.restrictions);
      if (refusal) return reject(refusal);
      return db.transaction(async (tx) => {
        await passkeys.markPasskeyUsed(tx, verified.passkey.id, verified.signCount, now);
        await notify(tx, member.id, 'new_sign_in', { ip: meta.ip });
        const { token, tokenHash } = newToken();
        await members.insertSession(tx, { memberId: member.id, tokenHash, ip: meta.ip, userAgent: meta.userAgent, now });
        return { token, account: member.account };
      });
    },

    async list(memberId: number): Promise<Passkey[]> {
      const hours = await coolDownHours();
      return (await passkeys.listPasskeys(db.pool, memberId)).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
        usableForStepUpAt: usableForStepUpAt(passkey.createdAt, hours).toISOString(),
      }));
    },

    /** Only passkeys past their cool-down are offered; with none, 403 `passkey_too_new` says from when. */
    async stepUpOptions(principal: MemberPrincipal, action: StepUpAction, rp: RelyingParty) {
      const own = await passkeys.listPasskeys(db.pool, principal.memberId);
      if (own.length === 0) return reject('not_found');
      const hours = await coolDownHours();
      const now = clock();
      const young = tooNew(
        own.map((passkey) => passkey.createdAt),
        hours,
        now,
      );
      if (young) return young;
      const usable = own.filter((passkey) => usableForStepUpAt(passkey.createdAt, hours) <= now);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        timeout: ceremonyTimeoutMs,
        allowCredentials: usable.map((passkey) => ({ id: passkey.credentialId })),
      });
      await remember(options.challenge, 'step_up', principal.memberId, action);
      return options as unknown as Record<string, unknown>;
    },

    async stepUp(principal: MemberPrincipal, response: WebAuthnResponse, rp: RelyingParty) {
      const now = clock();
      const challenge = clientChallenge(response);
      const taken = challenge ? await passkeys.takeChallenge(db.pool, challenge, 'step_up', principal.memberId, now) : null;
      if (!challenge || !taken?.action) return reject('passkey_invalid');
      const verified = await verifyAssertion(db.pool, response, challenge, rp);
      // Another member's passkey proves nothing about this member.
      if (!verified || verified.passkey.memberId !== principal.memberId) return reject('passkey_invalid');
      // The options offered only passkeys past their cool-down, but the browser's answer decides which one signed.
      const young = tooNew([verified.passkey.createdAt], await coolDownHours(), now);
      if (young) return young;
      const { token, tokenHash } = newToken();
      const action = taken.action;
      await db.transaction(async (tx) => {
        await passkeys.markPasskeyUsed(tx, verified.passkey.id, verified.signCount, now);
        const expiresAt = new Date(now.getTime() + stepUpLifeMs);
        await passkeys.insertStepUpToken(tx, { tokenHash, memberId: principal.memberId, action, expiresAt });
      });
      return { stepUpToken: token };
    },

    /**
     * Whether the member may go on: a rejection when they have a passkey and `token` is not a live
     * step-up for `action`; otherwise the step that spends the token, which the change runs in its
     * own transaction. So a refused change (a wrong fund password, say) rolls the spending back and
     * the member can retry without a new step-up, while a change that commits uses the token up.
     * The checks read through `reader`: a money call's `scope.reader`, which inside the call's
     * transaction is that transaction (never a second pool connection), or the pool outside one.
     */
    async requireStepUp(
      reader: Queryable,
      memberId: number,
      action: StepUpAction,
      token: string | undefined,
    ): Promise<Rejection | SpendStepUp> {
      if ((await passkeys.countPasskeys(reader, memberId)) === 0) return noStepUp;
      if (!token) return reject('step_up_required');
      const key = { tokenHash: hashToken(token), memberId, action };
      if (!(await passkeys.stepUpTokenLive(reader, key, clock()))) return reject('step_up_required');
      // The row lock of the spending makes a parallel change with the same token wait, then find it spent.
      return async (tx) => ((await passkeys.spendStepUpToken(tx, key, clock())) ? null : reject('step_up_required'));
    },

    /** `address` is the caller's, for counting a wrong login password with that pair's sign-in failures. */
    async remove(
      principal: MemberPrincipal,
      body: z.output<typeof passkeyRemoveRequest>,
      address: string,
    ): Promise<Record<string, never> | Rejection> {
      const own = await passkeys.listPasskeys(db.pool, principal.memberId);
      if (!own.some((passkey) => passkey.id === body.id)) return reject('not_found');
      const passwordChecked = own.length === 1;
      if (passwordChecked) {
        // Checked before the step-up is spent, so a mistyped password does not cost a new step-up.
        if (!body.loginPassword) return { rejected: 'invalid_input', fields: { loginPassword: 'required' } };
        const refused = await checkLoginPassword(principal, body.loginPassword, address);
        if (refused) return refused;
      }
      const stepUp = await this.requireStepUp(db.pool, principal.memberId, 'passkey', body.stepUpToken);
      if (isRejection(stepUp)) return stepUp;
      return db.transaction(async (tx) => {
        const unconfirmed = await stepUp(tx);
        if (unconfirmed) return unconfirmed;
        const locked = await passkeys.lockPasskeys(tx, principal.memberId);
        // A parallel removal may have made this one the last.
        if (locked.length === 1 && !passwordChecked)
          return { rejected: 'invalid_input', fields: { loginPassword: 'required' } } as const;
        const name = await passkeys.deletePasskey(tx, principal.memberId, body.id);
        if (name === null) return reject('not_found');
        await notify(tx, principal.memberId, 'passkey_removed', { name });
        return {};
      });
    },
  };
}
