/**
 * An expected refusal is a value, not an exception: a rule answers with a rejection code from
 * the contract's closed list, and one error handler at the edge turns it into a reply.
 */
import type { ErrorCode, ErrorParams, FieldCode } from '@kabuto/contracts';

export interface Rejection {
  readonly rejected: ErrorCode;
  readonly params?: ErrorParams;
  /** With `invalid_input`: the code of each field found wrong by a rule beyond the schema. */
  readonly fields?: Record<string, FieldCode>;
}

export function reject(code: ErrorCode, params?: ErrorParams): Rejection {
  return params ? { rejected: code, params } : { rejected: code };
}

export function rejectField(field: string, code: FieldCode): Rejection {
  return { rejected: 'invalid_input', fields: { [field]: code } };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && 'rejected' in value;
}
