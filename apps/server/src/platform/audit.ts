/** The audit log: every state-changing staff call writes who did what, before and after. */
import type { Queryable } from '../db/database';
import { insertAuditEntry } from './audit.repository';

export { listAudit } from './audit.repository';

export interface AuditEntry {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** An audit trail bound to the staff member making the current call. */
export interface AuditTrail {
  record(tx: Queryable, entry: AuditEntry): Promise<void>;
}

export function auditTrailFor(staffId: number | null): AuditTrail {
  return {
    record: (tx, entry) => insertAuditEntry(tx, staffId, entry),
  };
}
