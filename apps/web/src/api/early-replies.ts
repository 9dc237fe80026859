/**
 * Calls sent at start-up, beside the settings, for the data the first screen shows at once. The
 * screen's code arrives in several waves of requests, and its own calls would go out only once all
 * of it has rendered, a round trip after the last wave. The screen's first call to the same
 * endpoint takes the reply instead of asking again.
 *
 * A reply is taken once, only by the member it was asked for and only while fresh; a failed one
 * is not taken, so the screen's own call is sent and fails (or succeeds) as it would have.
 */
import type { z } from 'zod';
import type { Endpoint } from '@kabuto/contracts';
import type { ApiClient, CallResult } from './api-client';

/** A reply older than this is the screen's to ask for again. */
export const earlyReplyFreshMs = 10_000;

interface EarlyReply {
  account: string;
  sentAt: number;
  reply: Promise<CallResult<unknown>>;
}

/** Replies not yet taken, by endpoint path. */
const replies = new Map<string, EarlyReply>();

/** Sends a body-less call for the member now; silent, as its failure is the screen's to show. */
export function sendEarly(client: ApiClient, endpoint: Endpoint, account: string, now = Date.now()): void {
  replies.set(endpoint.path, { account, sentAt: now, reply: client.send(endpoint, {}, { silent: true }) });
}

/** The early reply to the call, once, if it is the member's, fresh and a success. */
export async function takeEarly<Reply extends z.ZodType>(
  endpoint: Endpoint<z.ZodType, Reply>,
  account: string | null,
  now = Date.now(),
): Promise<CallResult<z.output<Reply>> | undefined> {
  const early = replies.get(endpoint.path);
  replies.delete(endpoint.path);
  if (!early || early.account !== account || now - early.sentAt > earlyReplyFreshMs) return undefined;
  const result = (await early.reply) as CallResult<z.output<Reply>>;
  return result.ok ? result : undefined;
}
