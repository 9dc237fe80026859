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
  /**
   * A member's uploaded file (an identity photo, a deposit receipt) as bytes. Files are not JSON
   * and need the bearer header, so an `<img src>` cannot load them; the screen shows the blob.
   */
  file(fileId: string): Promise<Blob>;
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

  async function send(url: string, init: RequestInit, signedIn: boolean): Promise<Response> {
    const headers = new Headers(init.headers);
    const token = tokens.read();
    if (token && signedIn) headers.set('authorization', `Bearer ${token}`);
    try {
      return await options.fetch(options.baseUrl + url, {
        ...init,
        headers,
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw timedOut ? new ApiError('timeout', 0, en.errors.timeout) : new ApiError('network', 0, en.errors.network);
    }
  }

  /** The ApiError of a refused call, read from the failure envelope. */
  async function refusal(response: Response, signedIn: boolean): Promise<ApiError> {
    const payload: unknown = await response.json().catch(() => null);
    const failure = failureSchema.safeParse(payload);
    // A sign-in with a wrong password is not a lost session, so only signed-in calls end it.
    if (response.status === 401 && signedIn) endSession();
    if (!failure.success) return new ApiError('internal', response.status, en.errors.internal);
    const { code, msg, fields, params } = failure.data;
    return new ApiError(isErrorCode(code) ? code : 'internal', response.status, msg, fields, params);
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
      const signedIn = endpoint.access !== 'public';
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) };
      const response = await send(endpoint.path, init, signedIn);
      if (!response.ok) throw await refusal(response, signedIn);
      const payload: unknown = await response.json().catch(() => null);
      const success = successSchema(endpoint.reply).safeParse(payload);
      // A reply that breaks the contract is a bug on one side; show it as one, never guess.
      if (!success.success) throw new ApiError('internal', response.status, en.errors.internal);
      // The data was just parsed with this endpoint's own reply schema; the cast only tells
      // the compiler what the generic signature cannot express.
      return success.data.data as ReplyOf<typeof endpoint>;
    },
    async file(fileId) {
      const response = await send(`/file?id=${encodeURIComponent(fileId)}`, { method: 'GET' }, true);
      if (!response.ok) throw await refusal(response, true);
      return response.blob();
    },
  };
}
