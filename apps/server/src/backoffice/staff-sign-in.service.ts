/**
 * Staff sign-in with two factors: the password, then a TOTP code (RFC 6238: SHA-1, 6 digits,
 * 30 s) from an authenticator app, or one of the single-use recovery codes. A staff member
 * without a factor enrols at their first sign-in. Each code (time step) is accepted once. Wrong
 * passwords and wrong codes are counted per (client address, username) pair, whether or not the
 * username exists, in the same table and by the same rule as members' (10 in 15 minutes lock for
 * 15 minutes), so neither the lock nor the answer tells which usernames exist.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { z } from 'zod';
import type { staffEnrollRequest, staffLoginRequest, staffResetFactorRequest } from '@kabuto/contracts';
import { isRejection, reject, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { judgeSignIn, wrongSignIn, type SignInKey } from '../identity/sign-in-lock.service';
import { spendVerificationTime, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import type { AuditTrail } from '../platform/audit';
import * as factors from './staff-factor.repository';
import * as staffTable from './staff.repository';
import type { StaffPrincipal } from '../platform/principals';

const enrolmentLifeMs = 15 * 60_000;
const recoveryCodeCount = 10;
const totpPeriodMs = 30_000;

/** Staff's pairs live beside members' with a prefix, so a username never shares a member account's count. */
const lockKey = (address: string, username: string): SignInKey => ({ address, account: `staff:${username}` });

function totpFor(username: string, secret: string): TOTP {
  return new TOTP({
    issuer: 'Kabuto',
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** Ten characters of base32 in two groups, e.g. `k3m9q-x2b7d`: 50 random bits each. */
function newRecoveryCode(): string {
  const text = Secret.fromHex(randomBytes(8).toString('hex')).base32.toLowerCase().slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) =>
  code
    .trim()
    .toLowerCase()
    .replace(/[^a-z2-7]/g, '');

export type StaffSignInService = ReturnType<typeof createStaffSignInService>;

export function createStaffSignInService({ db, clock }: { db: Database; clock: () => Date }) {
  /** The time step of a TOTP code valid within one step either side of now, or null. */
  function totpStep(username: string, secret: string, code: string): number | null {
    const now = clock().getTime();
    const delta = totpFor(username, secret).validate({ token: code, timestamp: now, window: 1 });
    return delta === null ? null : Math.floor(now / totpPeriodMs) + delta;
  }

  /** A TOTP code of a step not used before (which this records), or an unused recovery code, which this spends. */
  async function secondFactorPasses(staffId: number, username: string, secret: string, code: string | undefined) {
    if (!code) return false;
    if (/^\d{6}$/.test(code)) {
      const step = totpStep(username, secret, code);
      return step !== null && factors.useTotpStep(db.pool, staffId, step);
    }
    const normalised = normaliseRecoveryCode(code);
    return normalised.length === 10 && factors.spendRecoveryCode(db.pool, staffId, hashToken(normalised), clock());
  }

  async function openSession(staff: { id: number; username: string; role: StaffPrincipal['role'] }) {
    const { token, tokenHash } = newToken();
    await staffTable.insertStaffSession(db.pool, staff.id, tokenHash, clock());
    return { token, username: staff.username, role: staff.role };
  }

  /**
   * The password and, once enrolled, the second factor: one counted guess of the pair, judged
   * (with the work of an unknown username the same as a known one's) before anything else.
   */
  async function judgeCredentials(body: z.output<typeof staffLoginRequest>, key: SignInKey) {
    return judgeSignIn(db, key, clock(), async () => {
      const staff = await staffTable.findStaffByUsername(db.pool, body.username);
      if (!staff) {
        // The same work and the same answer as a wrong password, counted the same way.
        await spendVerificationTime(body.password);
        return wrongSignIn(reject('credentials_invalid'));
      }
      if (!(await verifyPassword(staff.passwordHash, body.password))) return wrongSignIn(reject('credentials_invalid'));
      const factor = await factors.findFactor(db.pool, staff.id);
      if (!staff.active || !factor?.totpSecret) return { staff, totpSecret: null };
      if (!(await secondFactorPasses(staff.id, staff.username, factor.totpSecret, body.totp))) {
        return wrongSignIn(reject('totp_invalid'));
      }
      return { staff, totpSecret: factor.totpSecret };
    });
  }

  return {
    /** `address` is the caller's: failures are counted for the (address, username) pair. */
    async login(body: z.output<typeof staffLoginRequest>, address: string) {
      const judged = await judgeCredentials(body, lockKey(address, body.username));
      if (isRejection(judged)) return judged;
      const { staff, totpSecret } = judged;
      if (!staff.active) return reject('account_disabled');
      if (!totpSecret) {
        const secret = new Secret({ size: 20 }).base32;
        const { token: enrollToken, tokenHash } = newToken();
        const expiresAt = new Date(clock().getTime() + enrolmentLifeMs);
        await factors.insertEnrolment(db.pool, { tokenHash, staffId: staff.id, secret, expiresAt });
        const otpauthUrl = totpFor(staff.username, secret).toString();
        return { token: null, username: staff.username, role: staff.role, enroll: { secret, otpauthUrl }, enrollToken };
      }
      return openSession(staff);
    },

    /** Proves the authenticator app holds the new secret; the recovery codes are shown this once. */
    async enroll(body: z.output<typeof staffEnrollRequest>, address: string) {
      const tokenHash = hashToken(body.enrollToken);
      const enrolment = await factors.findEnrolment(db.pool, tokenHash, clock());
      if (!enrolment) return reject('enrollment_expired');
      const staff = await staffTable.findStaffById(db.pool, enrolment.staffId);
      if (!staff?.active) return reject('enrollment_expired');
      const step = await judgeSignIn(db, lockKey(address, staff.username), clock(), async () => {
        const judgedStep = totpStep(staff.username, enrolment.secret, body.totp);
        return judgedStep === null ? wrongSignIn(reject('totp_invalid')) : judgedStep;
      });
      if (isRejection(step)) return step;
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      const done = await db.transaction(async (tx) => {
        if (!(await factors.completeEnrolment(tx, { tokenHash, staffId: staff.id, secret: enrolment.secret, step })))
          return false;
        await factors.replaceRecoveryCodes(
          tx,
          staff.id,
          recoveryCodes.map((code) => hashToken(normaliseRecoveryCode(code))),
        );
        return true;
      });
      if (!done) return reject('enrollment_expired');
      return { ...(await openSession(staff)), recoveryCodes };
    },

    /** An owner clears another staff member's factor; they enrol again at their next sign-in. */
    async resetFactor(
      principal: StaffPrincipal,
      body: z.output<typeof staffResetFactorRequest>,
      audit: AuditTrail,
    ): Promise<Record<string, never> | Rejection> {
      // Resetting one's own factor would let a stolen owner session remove the second factor.
      if (body.id === principal.staffId) return reject('forbidden');
      return db.transaction(async (tx) => {
        const target = await staffTable.findStaffById(tx, body.id, true);
        if (!target) return reject('not_found');
        const before = await factors.findFactor(tx, body.id);
        await factors.clearFactor(tx, body.id);
        await staffTable.endStaffSessionsOf(tx, body.id, clock());
        await audit.record(tx, {
          action: 'staff.resetFactor',
          target: `staff:${body.id}`,
          before: { hasFactor: Boolean(before?.totpSecret) },
          after: { hasFactor: false, reason: body.reason },
        });
        return {};
      });
    },
  };
}
