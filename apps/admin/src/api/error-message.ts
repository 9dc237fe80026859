/**
 * Readable English text for failures. The texts come from the shared catalog so that the
 * back office and the member app say the same thing for the same code.
 */
import { isFieldCode, type FieldCode } from '@kabuto/contracts';
import { en, englishError } from '@kabuto/i18n';
import { isApiError } from './api-error';

export function fieldMessage(code: FieldCode): string {
  return en.fields[code];
}

/** A sentence for any thrown value; invalid input also names each rejected field. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return en.errors.internal;
  const text = englishError(error.code, error.params);
  const fields = Object.entries(error.fields);
  if (fields.length === 0) return text;
  return `${text} ${fields.map(([field, code]) => `${field}: ${fieldMessage(code)}`).join(' ')}`;
}

/** The catalog text of a code found in a zod issue, when it is one of ours. */
export function fieldMessageOf(code: string): string | null {
  return isFieldCode(code) ? fieldMessage(code) : null;
}
