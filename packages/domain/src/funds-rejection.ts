/** The refusals of the money rules: rejections from the contract's closed list of codes. */
import type { Rejection } from './rejection';

export type FundsRejection = Rejection;

/** Amounts in `params` are wire-format decimal strings, times ISO 8601 UTC, as everywhere in the API. */
export function refuse(
  code: 'insufficient_funds' | 'below_minimum' | 'above_maximum' | 'outside_hours',
  params?: Record<string, string>,
): Rejection {
  return params ? { rejected: code, params } : { rejected: code };
}
