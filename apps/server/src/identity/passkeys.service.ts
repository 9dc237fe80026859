/**
 * Members' passkeys (WebAuthn): add, list and remove them, sign in with one (a discoverable
 * credential, no account typed), and confirm a sensitive action with one (step-up). Every
 * challenge is kept in the database, answered once, and dies after a few minutes.
 */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, passkeyRegisterRequest, passkeyRemoveRequest, StepUpAction } from '@kabuto/contracts';
import { isRejection, reject, signInRefusal, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database, type Queryable } from '../db/database';
import { notify } from '../messages/messages.service';
import { verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import * as members from './identity.repository';
import type { MemberPrincipal } from '../platform/principals';
import type { ClientMeta } from './identity.service';
import * as passkeys from './passkeys.repository';
import { clearSignInFailures, countSignInFailure, signInLockedFor } from './sign-in-lock.service';

/** Who the passkeys are for: the site's domain and the page's origin the browser reports. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

type WebAuthnResponse = z.output<typeof passkeyRegisterRequest>['response'];

const challengeLifeMs = 5 * 60_000;
const stepUpLifeMs = 5 * 60_000;
const ceremonyTimeoutMs = 120_000;

export type PasskeysService = ReturnType<typeof createPasskeysService>;

/** Spends a checked step-up inside the change's transaction: a rejection when it was spent meanwhile. */
export type SpendStepUp = (tx: Queryable) => Promise<Rejection | null>;

/** For members without a passkey, and callers that need no step-up: nothing to spend. */
export const noStepUp: SpendStepUp = async () => null;

export function createPasskeysService({ db, clock }: { db: Database; clock: () => Date }) {
  async function remember(
    challenge: string,
    purpose: passkeys.ChallengePurpose,
    memberId: number | null,
    action: StepUpAction | null,
  ) {
    const now = clock();
    const expiresAt = new Date(now.getTime() + challengeLifeMs);
    await passkeys.insertChallenge(db.pool, { challenge, purpose, memberId, action, expiresAt }, now);
  }

  /** Checks an assertion against a stored passkey; the passkey and its new counter, or null. */
  async function verifyAssertion(response: WebAuthnResponse, challenge: string, rp: RelyingParty) {
    const passkey = await passkeys.findPasskeyByCredential(db.pool, response.id);
    if (!passkey) return null;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.signCount,
          transports: passkey.transports as NonNullable<
            Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
          >,
        },
      });
      return result.verified ? { passkey, signCount: result.authenticationInfo.newCounter } : null;
    } catch {
      // A malformed, replayed or forged answer: the library names why; the member is told only that it failed.
      return null;
    }
  }

  /**
   * The login password behind a session: a wrong one counts with the sign-in failures of the same
   * (address, account) pair and locks like them, so a stolen session cannot guess it without limit.
   */
  async function checkLoginPassword(principal: MemberPrincipal, password: string, address: string): Promise<Rejection | null> {
    const now = clock();
    const key = { address, account: principal.account };
    const lockedFor = await signInLockedFor(db.pool, key, now);
    if (lockedFor > 0) return reject('sign_in_locked', { minutes: lockedFor });
    const stored = await members.findPasswordHashes(db.pool, principal.memberId);
    if (!stored) return reject('not_found');
    if (await verifyPassword(stored.passwordHash, password)) {
      await clearSignInFailures(db.pool, key);
      return null;
    }
    const minutes = await countSignInFailure(db, key, now);
    return minutes > 0 ? reject('sign_in_locked', { minutes }) : reject('login_password_wrong');
  }

  return {
    async registerOptions(principal: MemberPrincipal, rp: RelyingParty) {
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
      await remember(options.challenge, 'register', principal.memberId, null);
      return options as unknown as Record<string, unknown>;
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
          await notify(tx, principal.memberId, 'passkey_added', { name: body.name });
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
      const verified = await verifyAssertion(response, challenge, rp);
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
      return (await passkeys.listPasskeys(db.pool, memberId)).map((passkey) => ({
        id: passkey.id,
        name: passkey.name,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async stepUpOptions(principal: MemberPrincipal, action: StepUpAction, rp: RelyingParty) {
      const own = await passkeys.listPasskeys(db.pool, principal.memberId);
      if (own.length === 0) return reject('not_found');
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        userVerification: 'required',
        timeout: ceremonyTimeoutMs,
        allowCredentials: own.map((passkey) => ({ id: passkey.credentialId })),
      });
      await remember(options.challenge, 'step_up', principal.memberId, action);
      return options as unknown as Record<string, unknown>;
    },

    async stepUp(principal: MemberPrincipal, response: WebAuthnResponse, rp: RelyingParty) {
      const now = clock();
      const challenge = clientChallenge(response);
      const taken = challenge ? await passkeys.takeChallenge(db.pool, challenge, 'step_up', principal.memberId, now) : null;
      if (!challenge || !taken?.action) return reject('passkey_invalid');
      const verified = await verifyAssertion(response, challenge, rp);
      // Another member's passkey proves nothing about this member.
      if (!verified || verified.passkey.memberId !== principal.memberId) return reject('passkey_invalid');
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

/** A stable, opaque user handle for the authenticator: no account number or name in it. */
function memberHandle(memberId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`kabuto-member:${memberId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

/** The challenge the browser says it answered, read from the client data; null when unreadable. */
function clientChallenge(response: WebAuthnResponse): string | null {
  const encoded = response.response.clientDataJSON;
  if (typeof encoded !== 'string') return null;
  try {
    const clientData: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof clientData !== 'object' || clientData === null || !('challenge' in clientData)) return null;
    return typeof clientData.challenge === 'string' && clientData.challenge.length <= 128 ? clientData.challenge : null;
  } catch {
    return null;
  }
}
