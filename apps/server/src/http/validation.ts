/**
 * Maps a zod failure to the `fields` of an `invalid_input` reply: one code per field. A key the
 * call does not know is named as its own field (`{"extra": "unknown_field"}`), so a client's typo
 * points at the key it got wrong.
 */
import type { z } from 'zod';
import { isFieldCode, type FieldCode } from '@kabuto/contracts';

export function fieldErrors(error: z.ZodError): Record<string, FieldCode> {
  const fields: Record<string, FieldCode> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].map(String).join('.')] ??= 'unknown_field';
      continue;
    }
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (fields[field]) continue;
    fields[field] = isFieldCode(issue.message) ? issue.message : 'invalid_format';
  }
  return fields;
}
