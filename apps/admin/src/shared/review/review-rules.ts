/**
 * Who may decide what, and how a refused decision is explained. Pure, so every role and every
 * answer is tested without a screen.
 */
import type { Endpoint, StaffRole } from '@kabuto/contracts';
import { errorMessage, isApiError } from '../../api';
import { canCall } from '../session/permissions';

export type Decision = 'approve' | 'reject';

/**
 * An item gets Approve and Reject buttons only while it is pending and only for a role the
 * review call admits; support reads the same screens without them.
 */
export function mayDecide(review: Pick<Endpoint, 'roles'>, role: StaffRole, status: string): boolean {
  return status === 'pending' && canCall(review, role);
}

/** What the screen should say when a decision is refused. */
export interface DecisionFailure {
  /** Someone else decided first (409): close the dialog, refresh, and tell the staff member. */
  conflict: boolean;
  message: string;
}

export function decisionFailure(error: unknown, subject: string): DecisionFailure {
  if (isApiError(error) && error.status === 409) {
    return {
      conflict: true,
      message: `${subject} was already decided by someone else, so your decision was not applied. The screen now shows its current state.`,
    };
  }
  return { conflict: false, message: errorMessage(error) };
}

/** A rejection always needs a reason the member will read; an approval needs none. */
export function reasonProblem(decision: Decision, reason: string): string | null {
  if (decision === 'approve') return null;
  const trimmed = reason.trim();
  if (trimmed === '') return 'Give the member a reason.';
  if (trimmed.length > 500) return 'At most 500 characters.';
  return null;
}

/** One decision about to be made, with the words the confirmation dialog shows. */
export interface DecisionRequest {
  id: number;
  decision: Decision;
  /** Names the item in messages, e.g. "Deposit D00000012 of 0811110001". */
  subject: string;
  title: string;
  /** Exactly what the decision does, in one or two sentences. */
  consequence: string;
  confirmLabel: string;
}
