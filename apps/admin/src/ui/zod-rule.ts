/**
 * Turns a contract's zod schema into an antd form rule, so a field is checked in the browser
 * by the very rule the server will apply, and explained with the shared catalog text.
 */
import type { z } from 'zod';
import type { FormRule } from 'antd';
import { isFieldCode } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';

/** Null when the value passes; otherwise the sentence to show under the field. */
export function zodProblem(schema: z.ZodType, value: unknown, hint?: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  // Contract schemas carry a field code as their message; anything else is a generic format error.
  const code = result.error.issues[0]?.message ?? '';
  const text = isFieldCode(code) ? en.fields[code] : en.fields.invalid_format;
  return hint && code !== 'required' ? `${text} ${hint}` : text;
}

/** `allowBlank` lets an empty field through, for optional inputs such as a password reset. */
export function zodRule(schema: z.ZodType, options: { hint?: string; allowBlank?: boolean } = {}): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (options.allowBlank && (value === undefined || value === '')) return;
      const problem = zodProblem(schema, value, options.hint);
      if (problem) throw new Error(problem);
    },
  };
}
