/**
 * Calls that move money carry an `Idempotency-Key`: one fresh key per action the member
 * confirmed, so a repeat of the same request (an automatic retry after a lost reply) is answered
 * with the first result and moves nothing again.
 */
import type { SendOptions } from './api-client';

/** A random UUID (version 4); `crypto.randomUUID` exists only on HTTPS pages, the random bytes everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The options of one confirmed money action: its own key, and one retry with it if no reply came. */
export function moneyCallOptions(options: SendOptions = {}): SendOptions {
  return { ...options, headers: { ...options.headers, 'Idempotency-Key': newIdempotencyKey() }, retryWithoutReply: true };
}
