/** Maps a zod failure to the `fields` of an `invalid_input` reply: one code per field. */
import type { z } from 'zod';
import { isFieldCode, type FieldCode } from '@kabuto/contracts';

export function fieldErrors(error: z.ZodError): Record<string, FieldCode> {
  const fields: Record<string, FieldCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (fields[field]) continue;
    fields[field] = isFieldCode(issue.message)
      ? issue.message
      : issue.code === 'unrecognized_keys'
        ? 'not_allowed_value'
        : 'invalid_format';
  }
  return fields;
}
