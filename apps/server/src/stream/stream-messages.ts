/**
 * The stream's wire format (API.md, "Stream"): what a client may send, and the frames the server
 * sends back. Market and account messages arrive already serialised by their producer; the frame
 * around one is built once, however many clients receive it.
 */
import { z } from 'zod';
import type { ErrorCode } from '@kabuto/contracts';

/** A client message larger than this closes the connection (WebSocket close code 1009). */
export const streamMaxPayloadBytes = 16_384;

const topics = z.array(z.string().min(1).max(64)).min(1).max(100);

const clientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(256), account: z.string().min(1).max(32) }),
  z.object({ op: z.literal('sub'), topics }),
  z.object({ op: z.literal('unsub'), topics }),
  z.object({ op: z.literal('ping') }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;

/** The client's message, or null when it is not JSON or not one of the four operations. */
export function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `{"topic", "data"}` around `message`, which is JSON already and is not parsed again. */
export function topicFrame(topic: string, message: string): Buffer {
  return Buffer.from('{"topic":' + JSON.stringify(topic) + ',"data":' + message + '}');
}

export const pongFrame = '{"op":"pong"}';

/** `{"op": "error", "code"}`, naming the topic when the error is about one. */
export function errorFrame(code: ErrorCode, topic?: string): string {
  return JSON.stringify(topic === undefined ? { op: 'error', code } : { op: 'error', code, topic });
}
