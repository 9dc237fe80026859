import { describe, expect, it, vi } from 'vitest';
import { adminApi } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { errorMessage } from './error-message';
import { memoryTokenStore } from './token-store';

interface Reply {
  status: number;
  body: unknown;
}

function setup(reply: Reply | Error, token: string | null = 'tok-1') {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  });
  const tokens = memoryTokenStore(token);
  const client = createApiClient({ baseUrl: '/api/admin', fetch, tokens });
  const sessionEnded = vi.fn();
  client.onSessionEnded(sessionEnded);
  return { client, fetch, tokens, sessionEnded };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

const staff = { id: 1, username: 'admin', role: 'owner', active: true, hasFactor: true, createdAt: '2026-01-01T00:00:00.000Z' };

describe('the admin API client', () => {
  it('POSTs JSON to the endpoint path with the bearer token', async () => {
    const { client, fetch } = setup({
      status: 200,
      body: { status: 1, msg: 'ok', data: { id: 1, username: 'admin', role: 'owner' } },
    });
    await client.call(adminApi.me, {});
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/auth/me');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no token with the public sign-in call', async () => {
    const { client, fetch } = setup({
      status: 200,
      body: { status: 1, msg: 'ok', data: { token: 't', username: 'a', role: 'owner' } },
    });
    await client.call(adminApi.login, { username: 'a', password: 'p' });
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
  });

  it('returns the data parsed with the endpoint reply schema', async () => {
    const { client } = setup({ status: 200, body: { status: 1, msg: 'ok', data: [staff] } });
    await expect(client.call(adminApi.staffList, {})).resolves.toEqual([staff]);
  });

  it('rejects a success reply that breaks the contract instead of passing it on', async () => {
    const { client } = setup({ status: 200, body: { status: 1, msg: 'ok', data: [{ ...staff, role: 'janitor' }] } });
    const error = await failure(client.call(adminApi.staffList, {}));
    expect(error.code).toBe('internal');
    expect(errorMessage(error)).toBe(en.errors.internal);
  });

  it('turns a failure envelope into an ApiError with a readable message', async () => {
    const { client, tokens, sessionEnded } = setup({
      status: 422,
      body: { status: 0, msg: 'At least one active owner must remain.', code: 'last_owner' },
    });
    const error = await failure(client.call(adminApi.staffSave, { id: 1, username: 'admin', role: 'support', active: true }));
    expect(error).toMatchObject({ code: 'last_owner', status: 422 });
    expect(errorMessage(error)).toBe(en.errors.last_owner);
    expect(tokens.read()).toBe('tok-1');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('keeps the field codes of invalid input and names them in the message', async () => {
    const { client } = setup({
      status: 400,
      body: {
        status: 0,
        msg: 'Please check the highlighted fields.',
        code: 'invalid_input',
        fields: { value: 'invalid_format' },
      },
    });
    const error = await failure(client.call(adminApi.configSet, { name: 'lotSize', value: 'x' }));
    expect(error.fields).toEqual({ value: 'invalid_format' });
    expect(errorMessage(error)).toBe(`${en.errors.invalid_input} value: ${en.fields.invalid_format}`);
  });

  it('fills the parameters of a message', async () => {
    const { client } = setup({
      status: 429,
      body: { status: 0, msg: 'locked', code: 'sign_in_locked', params: { minutes: 15 } },
    });
    const error = await failure(client.call(adminApi.login, { username: 'a', password: 'p' }));
    expect(errorMessage(error)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
  });

  it.each(['session_ended', 'not_signed_in'])('on 401 %s forgets the token and reports the session ended', async (code) => {
    const { client, tokens, sessionEnded } = setup({ status: 401, body: { status: 0, msg: 'gone', code } });
    const error = await failure(client.call(adminApi.auditList, { page: 1, size: 20 }));
    expect(error.status).toBe(401);
    expect(error.endsSession).toBe(true);
    expect(tokens.read()).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('does not end a session when the sign-in itself is refused', async () => {
    const { client, tokens, sessionEnded } = setup({
      status: 422,
      body: { status: 0, msg: 'wrong', code: 'credentials_invalid' },
    });
    const error = await failure(client.call(adminApi.login, { username: 'a', password: 'wrong' }));
    expect(errorMessage(error)).toBe(en.errors.credentials_invalid);
    expect(tokens.read()).toBe('tok-1');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('stops calling a listener once it unsubscribes', async () => {
    const { client } = setup({ status: 401, body: { status: 0, msg: 'gone', code: 'session_ended' } });
    const listener = vi.fn();
    const unsubscribe = client.onSessionEnded(listener);
    unsubscribe();
    await failure(client.call(adminApi.me, {}));
    expect(listener).not.toHaveBeenCalled();
  });

  it('reports a network failure as such', async () => {
    const { client } = setup(new TypeError('fetch failed'));
    const error = await failure(client.call(adminApi.me, {}));
    expect(error).toMatchObject({ code: 'network', status: 0 });
    expect(errorMessage(error)).toBe(en.errors.network);
  });

  it('reports a reply that is not JSON as a server error', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: '/api/admin', fetch, tokens: memoryTokenStore('t') });
    const error = await failure(client.call(adminApi.me, {}));
    expect(error).toMatchObject({ code: 'internal', status: 502 });
  });

  it('gives any thrown value that is not an ApiError a generic message', () => {
    expect(errorMessage(new Error('boom'))).toBe(en.errors.internal);
  });

  it('downloads a file with GET and the bearer token, and returns its bytes', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }));
    const client = createApiClient({ baseUrl: '/api/admin', fetch, tokens: memoryTokenStore('tok-1') });
    const blob = await client.file('abcDEF123_-abcdefgh');
    expect(blob.size).toBe(4);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/file?id=abcDEF123_-abcdefgh');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-1');
  });

  it('turns a refused download into an ApiError and ends the session on 401', async () => {
    const missing = setup({ status: 404, body: { status: 0, msg: 'Not found.', code: 'not_found' } });
    expect(await failure(missing.client.file('x'.repeat(16)))).toMatchObject({ code: 'not_found', status: 404 });
    const ended = setup({ status: 401, body: { status: 0, msg: 'gone', code: 'session_ended' } });
    await failure(ended.client.file('x'.repeat(16)));
    expect(ended.sessionEnded).toHaveBeenCalledTimes(1);
  });
});
