/**
 * The stream's wire format (API.md, "Stream"): what a client may send, and the frames the server
 * sends back. Market and account messages arrive already serialised by their producer; the
 * WebSocket frame around one is built once, however many clients receive it.
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

/**
 * A server → client text message as it goes on the wire. Server frames are unmasked and, with no
 * extension negotiated, the same bytes for every recipient, so the whole frame is built once per
 * message and written as is to each client's TCP socket, instead of framed again per client.
 */
export interface TextFrame {
  /** Header and payload: one unfragmented, unmasked, uncompressed text frame (RFC 6455, 5.2). */
  readonly wire: Buffer;
  /** The JSON text alone (a view into `wire`), for a socket that only ws may write to. */
  readonly payload: Buffer;
  /** What the frame adds to a socket's unsent bytes. */
  readonly byteLength: number;
}

/** FIN set, opcode 1: a whole text message in one frame. */
const finalTextFrame = 0x81;

/** The WebSocket frame of `text`, with the shortest header that holds its length. */
export function textFrame(text: string): TextFrame {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const wire = Buffer.allocUnsafe(headerLength + length);
  wire[0] = finalTextFrame;
  if (headerLength === 2) {
    wire[1] = length;
  } else if (headerLength === 4) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  wire.write(text, headerLength);
  return { wire, payload: wire.subarray(headerLength), byteLength: wire.length };
}

/** `{"topic", "data"}` around `message`, which is JSON already and is not parsed again. */
export function topicFrame(topic: string, message: string): TextFrame {
  return textFrame('{"topic":' + JSON.stringify(topic) + ',"data":' + message + '}');
}

export const pongFrame = '{"op":"pong"}';

/** `{"op": "error", "code"}`, naming the topic when the error is about one. */
export function errorFrame(code: ErrorCode, topic?: string): string {
  return JSON.stringify(topic === undefined ? { op: 'error', code } : { op: 'error', code, topic });
}
