/**
 * Staff sign-in with two factors: the password, then a TOTP code (RFC 6238: SHA-1, 6 digits,
 * 30 s) from an authenticator app, or one of the single-use recovery codes. A staff member
 * without a factor enrols at their first sign-in. Wrong passwords and wrong codes count towards
 * the same lock as members' (10 in 15 minutes lock for 15 minutes).
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { z } from 'zod';
import type { staffEnrollRequest, staffLoginRequest, staffResetFactorRequest } from '@kabuto/contracts';
import { afterFailure, afterSuccess, lockMinutesLeft, reject, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { spendVerificationTime, verifyPassword } from '../security/passwords';
import { hashToken, newToken } from '../security/tokens';
import type { AuditTrail } from './audit';
import * as factors from './staff-factor.repository';
import * as staffTable from './staff.repository';
import type { StaffPrincipal } from './staff.service';

const enrolmentLifeMs = 15 * 60_000;
const recoveryCodeCount = 10;

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
  /** Counts a failure under a row lock, so parallel failures are all counted; the refusal to give. */
  async function countFailure(staffId: number, refusal: 'credentials_invalid' | 'totp_invalid'): Promise<Rejection> {
    const now = clock();
    const lock = await db.transaction(async (tx) => {
      const current = await factors.findFactor(tx, staffId, true);
      const next = afterFailure(current?.lock ?? afterSuccess(), now);
      await factors.saveLock(tx, staffId, next);
      return next;
    });
    const minutes = lockMinutesLeft(lock, now);
    return minutes > 0 ? reject('sign_in_locked', { minutes }) : reject(refusal);
  }

  /** A TOTP code within one step either side, or an unused recovery code, which this spends. */
  async function secondFactorPasses(staffId: number, username: string, secret: string, code: string | undefined) {
    if (!code) return false;
    if (/^\d{6}$/.test(code))
      return totpFor(username, secret).validate({ token: code, timestamp: clock().getTime(), window: 1 }) !== null;
    const normalised = normaliseRecoveryCode(code);
    return normalised.length === 10 && factors.spendRecoveryCode(db.pool, staffId, hashToken(normalised), clock());
  }

  async function openSession(staff: { id: number; username: string; role: StaffPrincipal['role'] }) {
    const { token, tokenHash } = newToken();
    await db.transaction(async (tx) => {
      await factors.saveLock(tx, staff.id, afterSuccess());
      await staffTable.insertStaffSession(tx, staff.id, tokenHash, clock());
    });
    return { token, username: staff.username, role: staff.role };
  }

  return {
    async login(body: z.output<typeof staffLoginRequest>) {
      const staff = await staffTable.findStaffByUsername(db.pool, body.username);
      if (!staff) {
        await spendVerificationTime(body.password);
        return reject('credentials_invalid');
      }
      const factor = await factors.findFactor(db.pool, staff.id);
      const lockedFor = factor ? lockMinutesLeft(factor.lock, clock()) : 0;
      if (lockedFor > 0) return reject('sign_in_locked', { minutes: lockedFor });
      if (!(await verifyPassword(staff.passwordHash, body.password))) return countFailure(staff.id, 'credentials_invalid');
      if (!staff.active) return reject('account_disabled');
      if (!factor?.totpSecret) {
        const secret = new Secret({ size: 20 }).base32;
        const { token: enrollToken, tokenHash } = newToken();
        const expiresAt = new Date(clock().getTime() + enrolmentLifeMs);
        await factors.insertEnrolment(db.pool, { tokenHash, staffId: staff.id, secret, expiresAt });
        const otpauthUrl = totpFor(staff.username, secret).toString();
        return { token: null, username: staff.username, role: staff.role, enroll: { secret, otpauthUrl }, enrollToken };
      }
      if (!(await secondFactorPasses(staff.id, staff.username, factor.totpSecret, body.totp))) {
        return countFailure(staff.id, 'totp_invalid');
      }
      return openSession(staff);
    },

    /** Proves the authenticator app holds the new secret; the recovery codes are shown this once. */
    async enroll(body: z.output<typeof staffEnrollRequest>) {
      const tokenHash = hashToken(body.enrollToken);
      const enrolment = await factors.findEnrolment(db.pool, tokenHash, clock());
      if (!enrolment) return reject('enrollment_expired');
      const staff = await staffTable.findStaffById(db.pool, enrolment.staffId);
      if (!staff?.active) return reject('enrollment_expired');
      const lockedFor = lockMinutesLeft((await factors.findFactor(db.pool, staff.id))?.lock ?? afterSuccess(), clock());
      if (lockedFor > 0) return reject('sign_in_locked', { minutes: lockedFor });
      const valid = totpFor(staff.username, enrolment.secret).validate({
        token: body.totp,
        timestamp: clock().getTime(),
        window: 1,
      });
      if (valid === null) return countFailure(staff.id, 'totp_invalid');
      const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
      const done = await db.transaction(async (tx) => {
        if (!(await factors.completeEnrolment(tx, tokenHash, staff.id, enrolment.secret))) return false;
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
