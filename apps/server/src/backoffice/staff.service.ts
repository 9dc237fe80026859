/** Staff use cases: find who is calling (sign-in is staff-sign-in.service.ts), manage staff, bootstrap the first owner. */
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Endpoint, staffSaveRequest, StaffRole } from '@kabuto/contracts';
import { isSessionLive, needsTouch, reject, staffSessionLimits, type Rejection } from '@kabuto/domain';
import { isUniqueViolation, type Database } from '../db/database';
import { hashPassword } from '../security/passwords';
import { isCommon } from '../security/common-passwords';
import { hashToken } from '../security/tokens';
import { staffWithFactor } from './staff-factor.repository';
import type { AuditTrail } from './audit';
import * as staffTable from './staff.repository';

export interface StaffPrincipal {
  staffId: number;
  username: string;
  role: StaffRole;
  sessionId: string;
}

export type StaffService = ReturnType<typeof createStaffService>;

export function createStaffService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    /** Creates the first owner when there is no staff yet; returns the password when it was generated. */
    async bootstrapOwner(username: string, password: string | undefined): Promise<{ generatedPassword: string } | null> {
      if ((await staffTable.countStaff(db.pool)) > 0) return null;
      const chosen = password ?? randomBytes(12).toString('base64url');
      await staffTable.insertStaff(db.pool, { username, passwordHash: await hashPassword(chosen), role: 'owner', active: true });
      return password ? null : { generatedPassword: chosen };
    },

    async logout(principal: StaffPrincipal) {
      await staffTable.endStaffSession(db.pool, principal.sessionId, clock());
      return {};
    },

    /** A bearer token of a live session of an active staff member whose role the endpoint allows. */
    async authenticate(authorization: string | undefined, endpoint: Endpoint): Promise<StaffPrincipal | Rejection> {
      const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
      if (!token) return reject('not_signed_in');
      const session = await staffTable.findLiveStaffSession(db.pool, hashToken(token));
      const now = clock();
      if (!session || !session.staff.active) return reject('session_ended');
      if (!isSessionLive(session, now, staffSessionLimits)) {
        await staffTable.endStaffSession(db.pool, session.sessionId, now);
        return reject('session_ended');
      }
      if (needsTouch(session, now)) await staffTable.touchStaffSession(db.pool, session.sessionId, now);
      if (endpoint.roles && !endpoint.roles.includes(session.staff.role)) return reject('forbidden');
      return {
        staffId: session.staff.id,
        username: session.staff.username,
        role: session.staff.role,
        sessionId: session.sessionId,
      };
    },

    async list() {
      const rows = await staffTable.listStaff(db.pool);
      const enrolled = await staffWithFactor(db.pool);
      return rows.map((row) => ({
        id: row.id,
        username: row.username,
        role: row.role,
        active: row.active,
        hasFactor: enrolled.has(row.id),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async save(body: z.output<typeof staffSaveRequest>, audit: AuditTrail): Promise<{ id: number } | Rejection> {
      if (body.password && isCommon(body.password)) {
        return { rejected: 'invalid_input', fields: { password: 'password_common' } } as const;
      }
      if (body.password && isCommon(body.password)) {
        return { rejected: 'invalid_input', fields: { password: 'password_common' } } as const;
      }
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      try {
        return await db.transaction(async (tx) => {
          if (body.id === undefined) {
            if (!passwordHash) return { rejected: 'invalid_input', fields: { password: 'required' } } as const;
            const id = await staffTable.insertStaff(tx, {
              username: body.username,
              passwordHash,
              role: body.role,
              active: body.active,
            });
            await audit.record(tx, { action: 'staff.create', target: `staff:${id}`, before: null, after: describe(body) });
            return { id };
          }
          const owners = await staffTable.lockActiveOwners(tx);
          const current = await staffTable.findStaffById(tx, body.id, true);
          if (!current) return reject('not_found');
          const stillOwner = body.role === 'owner' && body.active;
          if (owners.length === 1 && owners[0] === current.id && !stillOwner) return reject('last_owner');
          await staffTable.updateStaff(tx, current.id, {
            username: body.username,
            role: body.role,
            active: body.active,
            passwordHash,
          });
          if (!body.active || passwordHash) await staffTable.endStaffSessionsOf(tx, current.id, clock());
          await audit.record(tx, {
            action: 'staff.update',
            target: `staff:${current.id}`,
            before: describe(current),
            after: describe(body),
          });
          return { id: current.id };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'staff_username_key')) return reject('username_exists');
        throw error;
      }
    },
  };
}

/** What the audit log keeps of a staff record: never a password or its hash. */
function describe(staff: { username: string; role: StaffRole; active: boolean; password?: string; passwordHash?: string }) {
  return { username: staff.username, role: staff.role, active: staff.active, passwordChanged: Boolean(staff.password) };
}
