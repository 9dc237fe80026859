/**
 * The back office's one API client: POSTs JSON to `/api/admin/<path>`, sends the bearer
 * token, and checks every reply against the endpoint's zod schema from the contract, so a
 * screen never sees data the contract does not describe.
 */
import { failureSchema, isErrorCode, successSchema, type Endpoint, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { ApiError } from './api-error';
import type { TokenStore } from './token-store';

export interface ApiClientOptions {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  tokens: TokenStore;
  /** Staff wait for a slow answer, but not forever: a hung call should become an error. */
  timeoutMs?: number;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, body: RequestOf<E>): Promise<ReplyOf<E>>;
  /** Called when the server says the session is gone (401); returns an unsubscribe function. */
  onSessionEnded(listener: () => void): () => void;
  tokens: TokenStore;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const listeners = new Set<() => void>();
  const { tokens } = options;

  function endSession(): void {
    tokens.write(null);
    for (const listener of listeners) listener();
  }

  async function send(endpoint: Endpoint, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const token = tokens.read();
    if (token && endpoint.access !== 'public') headers.authorization = `Bearer ${token}`;
    try {
      return await options.fetch(options.baseUrl + endpoint.path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw timedOut ? new ApiError('timeout', 0, en.errors.timeout) : new ApiError('network', 0, en.errors.network);
    }
  }

  return {
    tokens,
    onSessionEnded(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async call(endpoint, body) {
      const response = await send(endpoint, body);
      const payload: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const success = successSchema(endpoint.reply).safeParse(payload);
        // A reply that breaks the contract is a bug on one side; show it as one, never guess.
        if (!success.success) throw new ApiError('internal', response.status, en.errors.internal);
        // The data was just parsed with this endpoint's own reply schema; the cast only tells
        // the compiler what the generic signature cannot express.
        return success.data.data as ReplyOf<typeof endpoint>;
      }
      const failure = failureSchema.safeParse(payload);
      // A sign-in with a wrong password is not a lost session, so only signed-in calls end it.
      if (response.status === 401 && endpoint.access !== 'public') endSession();
      if (!failure.success) throw new ApiError('internal', response.status, en.errors.internal);
      const { code, msg, fields, params } = failure.data;
      throw new ApiError(isErrorCode(code) ? code : 'internal', response.status, msg, fields, params);
    },
  };
}
