/** An endpoint is one call: its path, who may make it, and the schemas of its body and data. */
import { z } from 'zod';
import { strictRequest } from './strict-request';

export type Access = 'public' | 'member' | 'staff';

export interface Endpoint<Request extends z.ZodType = z.ZodType, Reply extends z.ZodType = z.ZodType> {
  path: string;
  access: Access;
  /** Staff roles allowed to call a staff endpoint; every role when absent. */
  roles?: readonly ('owner' | 'reviewer' | 'support')[];
  summary: string;
  request: Request;
  reply: Reply;
}

/**
 * Declares a call. Its request schema refuses unknown keys at every depth (`strictRequest`),
 * built when first read: the apps never parse requests, so they never pay for it at start-up.
 */
export function endpoint<Request extends z.ZodType, Reply extends z.ZodType>(
  definition: Endpoint<Request, Reply>,
): Endpoint<Request, Reply> {
  let strict: Request | undefined;
  return {
    ...definition,
    get request() {
      strict ??= strictRequest(definition.request);
      return strict;
    },
  };
}

export type RequestOf<E> = E extends Endpoint<infer Request, z.ZodType> ? z.input<Request> : never;
export type ParsedRequestOf<E> = E extends Endpoint<infer Request, z.ZodType> ? z.output<Request> : never;
export type ReplyOf<E> = E extends Endpoint<z.ZodType, infer Reply> ? z.output<Reply> : never;
