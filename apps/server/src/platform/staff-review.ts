/**
 * The tail every staff review shares (deposits, withdrawals, loans, recovery requests, identity
 * verification): a rejection needs a reason; the reviewed row is locked, must exist and still be
 * pending, so a second decision is refused (409 `wrong_state`) however close it comes to the
 * first; the decision's own writes and its audit line commit together in one transaction, and a
 * refusal from the decision undoes all of it. What each review does (post, release, notify) is
 * its own `decide`.
 */
import { isRejection, reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database, Tx } from '../db/database';
import type { AuditEntry, AuditTrail } from './audit';

export interface StaffDecision {
  id: number;
  approve: boolean;
  reason: string;
}

export interface StaffReview<Row, Outcome> {
  /** Locks the reviewed row inside `tx`: null when there is none. */
  lock(tx: Tx, id: number): Promise<Row | null>;
  /** Whether the row still awaits its one decision. */
  pending(row: Row): boolean;
  /** The decision's writes; a rejection returned undoes them and the audit line. */
  decide(tx: Tx, row: Row): Promise<Outcome | Rejection>;
  /** The audit line of the decision, written with it. */
  audit(row: Row, outcome: Outcome): AuditEntry;
}

/** Decides `decision` once, in its own transaction, by `review`'s steps. */
export async function decideOnce<Row, Outcome>(
  db: Database,
  audit: AuditTrail,
  decision: StaffDecision,
  review: StaffReview<Row, Outcome>,
): Promise<Outcome | Rejection> {
  if (!decision.approve && !decision.reason) return rejectField('reason', 'required');
  return db.transaction(async (tx) => {
    const row = await review.lock(tx, decision.id);
    if (!row) return reject('not_found');
    if (!review.pending(row)) return reject('wrong_state');
    const outcome = await review.decide(tx, row);
    if (isRejection(outcome)) return outcome;
    await audit.record(tx, review.audit(row, outcome));
    return outcome;
  });
}
