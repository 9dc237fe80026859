/**
 * Calls that move money carry an `Idempotency-Key`, one per intent of the member: the same key for
 * every try of the same request, so a second tap after a lost reply is answered with the first
 * result and moves nothing again; a new key once the request has been answered or changed.
 */
import type { CallResult, SendOptions } from './api-client';

/** A random UUID (version 4); `crypto.randomUUID` exists only on HTTPS pages, the random bytes everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The options of a money call with its intent's key, and one retry with that key if no reply came. */
export function moneyCallOptions(key: string, options: SendOptions = {}): SendOptions {
  return { ...options, headers: { ...options.headers, 'Idempotency-Key': key }, retryWithoutReply: true };
}

/**
 * The key of one money intent (an order, a withdrawal …), made when its confirmation opens.
 *
 * - The same request gets the same key until it is answered: after a time-out or a lost reply the
 *   member's next tap may be the second copy of a call the server already carried out, and the
 *   server answers a repeated key with the first reply instead of acting again.
 * - A changed request (any field) gets another key: the server refuses a key sent with another
 *   body. Changed back, it finds its own key again, so an order whose reply was lost cannot be
 *   placed twice by editing a field and undoing the edit.
 * - An answer ends the key. A success is done; a refusal (4xx) changed nothing, and a new try under
 *   the old key would only be told the old refusal again (the server stores refusals with the key),
 *   after the member topped up or the market opened. A 5xx is not an answer: a gateway can send
 *   one after the server carried the call out, so the key is kept.
 * - While a request's outcome is unknown, the body that was sent under its key is kept too: a
 *   confirmation step may add to the body (a passkey step-up token, new on every check), and the
 *   server replays only the identical body, so the next try sends that body again.
 */
export class IntentKey<Request = unknown> {
  /** The key of each request of this intent that has not been answered, by its fingerprint. */
  private readonly keys = new Map<string, { key: string; sent: Request | null }>();

  constructor(private readonly makeKey: () => string = newIdempotencyKey) {}

  /** The key of `request`: the one kept for it, or a new one when the request is new or changed. */
  keyFor(request: Request): string {
    const fingerprint = fingerprintOf(request);
    const kept = this.keys.get(fingerprint);
    if (kept !== undefined) return kept.key;
    const key = this.makeKey();
    this.keys.set(fingerprint, { key, sent: null });
    return key;
  }

  /** What was sent for `request` under its key when no answer came back; null before any such try. */
  sentFor(request: Request): Request | null {
    return this.keys.get(fingerprintOf(request))?.sent ?? null;
  }

  /**
   * Ends the key of `request` when `result` is an answer to it; keeps it, with the body `sent`
   * (the request itself unless a confirmation step added to it), when no answer came.
   */
  settle(request: Request, result: CallResult<unknown>, sent: Request = request): void {
    const fingerprint = fingerprintOf(request);
    const kept = this.keys.get(fingerprint);
    if (!outcomeUnknown(result)) this.keys.delete(fingerprint);
    else if (kept) kept.sent = sent;
  }
}

/**
 * Whether the server may or may not have carried the call out: no reply came (0), or a 5xx. A
 * success or a refusal (4xx) is an answer.
 */
export function outcomeUnknown(result: CallResult<unknown>): boolean {
  return !result.ok && (result.failure.status === 0 || result.failure.status >= 500);
}

/** The request as the server hashes it: the JSON body as sent, so equal fingerprints mean an equal hash. */
function fingerprintOf(request: unknown): string {
  return JSON.stringify(request ?? {});
}
