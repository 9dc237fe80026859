/** Lets a failed call end a query: queries fail by throwing, and the failure has been shown already. */
import type { CallFailure, CallResult } from './api-client';

export class CallFailedError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message);
    this.name = 'CallFailedError';
  }
}

export function dataOrThrow<Data>(result: CallResult<Data>): Data {
  if (!result.ok) throw new CallFailedError(result.failure);
  return result.data;
}
