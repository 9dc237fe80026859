/** The reply envelope every call uses, success and failure. */
import { z } from 'zod';
import { errorCodes, fieldCodes } from './errors';

export const failureSchema = z.object({
  status: z.literal(0),
  msg: z.string(),
  code: z.enum(errorCodes as [string, ...string[]]),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  fields: z.record(z.string(), z.enum(fieldCodes)).optional(),
});
export type Failure = z.infer<typeof failureSchema>;

export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(1), msg: z.literal('ok'), data });
}

/** Parameters travel with an error so that each language can place the numbers itself. */
export type ErrorParams = Record<string, string | number>;
