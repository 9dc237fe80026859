/** The one error type every failed call turns into, whatever went wrong on the way. */
import type { ErrorCode, ErrorParams, FieldCode } from '@kabuto/contracts';

/** Server codes, plus the two failures that never reach the server. */
export type ClientErrorCode = ErrorCode | 'network' | 'timeout';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, FieldCode>> = {},
    readonly params: ErrorParams = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the session is gone and the only way on is to sign in again. */
  get endsSession(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
