import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isErrorCode, accountMemberApi, fundsMemberApi } from '@kabuto/contracts';
import { catalogs, type Language } from '@kabuto/i18n';
import { createApiClient, type ApiClientOptions } from './api-client';
import { memoryStore, storageKeys, type KeyValueStore } from './storage';

const baseUrl = 'https://kabuto.test/api/vue/';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

// The real catalogs, looked up and filled in as the app's translator does (api/ cannot import it).
function catalogTranslations() {
  let language: Language = 'jp';
  const text = (key: string, params: Record<string, string | number> = {}): string | null => {
    const errors: Record<string, string> = catalogs[language].errors;
    const template = key.startsWith('errors.') ? errors[key.slice('errors.'.length)] : undefined;
    return template === undefined ? null : template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  };
  return {
    language: () => language,
    changeLanguage: (next: Language) => void (language = next),
    text,
    t: (key: string) => text(key) ?? key,
  };
}

let translations: ReturnType<typeof catalogTranslations>;
beforeEach(() => {
  translations = catalogTranslations();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(fetchReply: (url: string, init: RequestInit) => Promise<Response>, store: KeyValueStore = memoryStore()) {
  const notify = vi.fn<(message: string) => void>();
  const onSessionEnded = vi.fn<() => void>();
  const fetchMock = vi.fn(fetchReply);
  const options: ApiClientOptions = {
    baseUrl,
    store,
    language: translations.language,
    translateError: (code, params) => translations.text(`errors.${code}`, params),
    isErrorCode,
    notify,
    onSessionEnded,
    fetch: (input, init) => fetchMock(String(input), init ?? {}),
    retryDelayMs: 0,
  };
  return { client: createApiClient(options), notify, onSessionEnded, fetchMock, store };
}

describe('a successful call', () => {
  it('posts JSON with the session and language headers and parses the data with the contract', async () => {
    const store = memoryStore({ [storageKeys.token]: 'token-1', [storageKeys.account]: '0900000001' });
    const { client, fetchMock, notify } = setup(
      async () => reply(200, { status: 1, msg: 'ok', data: { token: 'token-2', account: '0900000002' } }),
      store,
    );
    const data = await client.call(accountMemberApi.login, { account: '0900000002', password: 'secret12', agree: true });

    expect(data).toEqual({ token: 'token-2', account: '0900000002' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${baseUrl}user/login`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ account: '0900000002', password: 'secret12', agree: true });
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      lang: 'jp',
      token: 'token-1',
      account: '0900000001',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends no session headers when signed out', async () => {
    const { client, fetchMock } = setup(async () => reply(200, { status: 1, msg: 'ok', data: [] }));
    await client.call(accountMemberApi.config, { type: 'all' });
    expect(fetchMock.mock.calls[0]?.[1].headers).not.toHaveProperty('token');
  });

  it('treats data that breaks the contract as a failure, not as data', async () => {
    const { client, notify } = setup(async () => reply(200, { status: 1, msg: 'ok', data: { token: 42 } }));
    expect(await client.call(accountMemberApi.login, { account: '0900000001', password: 'x', agree: true })).toBe(false);
    expect(notify).toHaveBeenCalledWith(translations.t('errors.internal'));
  });
});

describe('a failed call', () => {
  it('shows the translated message of the code and answers false', async () => {
    const { client, notify } = setup(async () =>
      reply(422, { status: 0, msg: 'The account does not exist or the password is wrong.', code: 'credentials_invalid' }),
    );
    expect(await client.call(accountMemberApi.login, { account: '0900000001', password: 'wrong', agree: true })).toBe(false);
    expect(notify).toHaveBeenCalledExactlyOnceWith('アカウントが存在しないか、パスワードが正しくありません。');
  });

  it('fills the parameters into the message', async () => {
    const { client, notify } = setup(async () =>
      reply(429, { status: 0, msg: 'Too many failed sign-ins.', code: 'sign_in_locked', params: { minutes: 15 } }),
    );
    await client.call(accountMemberApi.login, { account: '0900000001', password: 'wrong', agree: true });
    expect(notify).toHaveBeenCalledWith('ログインの失敗が多すぎます。15分後に再度お試しください。');
  });

  it('follows the current language', async () => {
    const { client, notify } = setup(async () => reply(409, { status: 0, msg: 'x', code: 'wrong_state' }));
    translations.changeLanguage('en');
    await client.call(accountMemberApi.logout, {});
    expect(notify).toHaveBeenCalledWith('This has already been done or can no longer be changed.');
  });

  it('shows the server text of a code this build cannot translate', async () => {
    const { client, notify } = setup(async () =>
      reply(422, { status: 0, msg: 'Something new happened.', code: 'brand_new_code' }),
    );
    expect(await client.call(accountMemberApi.logout, {})).toBe(false);
    expect(notify).toHaveBeenCalledWith('Something new happened.');
  });

  it('hands field errors to a form that shows them, without a toast', async () => {
    const { client, notify } = setup(async () =>
      reply(400, {
        status: 0,
        msg: 'Please check the highlighted fields.',
        code: 'invalid_input',
        fields: { account: 'not_phone_number', agree: 'agreement_required', other: 'unknown_field_code' },
      }),
    );
    const result = await client.send(
      accountMemberApi.login,
      { account: '1', password: 'x', agree: true },
      { showsFieldErrors: true },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure).toMatchObject({
      code: 'invalid_input',
      status: 400,
      fields: { account: 'not_phone_number', agree: 'agreement_required', other: 'invalid_format' },
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('still shows a toast for field errors when the caller has no form', async () => {
    const { client, notify } = setup(async () =>
      reply(400, { status: 0, msg: 'Please check.', code: 'invalid_input', fields: { name: 'required' } }),
    );
    expect(await client.call(accountMemberApi.text, { name: 'about' })).toBe(false);
    expect(notify).toHaveBeenCalledWith('入力内容をご確認ください。');
  });

  it('says so when the network is down', async () => {
    const { client, notify } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await client.call(accountMemberApi.config, { type: 'all' })).toBe(false);
    expect(notify).toHaveBeenCalledWith(translations.t('errors.network'));
  });

  it('gives up after 10 seconds and says the server took too long', async () => {
    vi.useFakeTimers();
    const { client, notify } = setup(
      (_, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = client.call(accountMemberApi.config, { type: 'all' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(notify).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(false);
    expect(notify).toHaveBeenCalledWith(translations.t('errors.timeout'));
  });

  it('raises no toast for a silent call', async () => {
    const { client, notify } = setup(async () => reply(500, { status: 0, msg: 'boom', code: 'internal' }));
    const result = await client.send(accountMemberApi.config, { type: 'all' }, { silent: true });
    expect(result.ok).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('an ended session (401)', () => {
  it('clears the session, says why, and moves to sign-in 1.5 s later', async () => {
    vi.useFakeTimers();
    const store = memoryStore({
      [storageKeys.token]: 'token-1',
      [storageKeys.account]: '0900000001',
      [storageKeys.language]: 'jp',
    });
    const { client, notify, onSessionEnded } = setup(
      async () => reply(401, { status: 0, msg: 'Your session has ended.', code: 'session_ended' }),
      store,
    );
    expect(await client.call(accountMemberApi.info, {})).toBe(false);

    expect(store.getItem(storageKeys.token)).toBeNull();
    expect(store.getItem(storageKeys.account)).toBeNull();
    expect(store.getItem(storageKeys.language)).toBe('jp');
    expect(notify).toHaveBeenCalledExactlyOnceWith('セッションが終了しました。再度ログインしてください。');
    await vi.advanceTimersByTimeAsync(1_499);
    expect(onSessionEnded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });

  it('moves to sign-in once when several calls end at the same time', async () => {
    vi.useFakeTimers();
    const { client, notify, onSessionEnded } = setup(async () =>
      reply(401, { status: 0, msg: 'Please sign in.', code: 'not_signed_in' }),
    );
    await Promise.all([client.call(accountMemberApi.info, {}), client.call(accountMemberApi.info, {})]);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(notify).toHaveBeenCalledOnce();
    expect(onSessionEnded).toHaveBeenCalledOnce();
  });
});

describe('a call that moves money', () => {
  it('sends the headers it is given, beside the session ones', async () => {
    const store = memoryStore({ [storageKeys.token]: 'token-1', [storageKeys.account]: '0900000001' });
    const { client, fetchMock } = setup(async () => reply(200, { status: 1, msg: 'ok', data: [] }), store);
    await client.send(fundsMemberApi.holds, {}, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ 'Idempotency-Key': 'key-1', token: 'token-1' });
  });

  it('tries once more with the same key when no reply came, and shows one message at most', async () => {
    let attempts = 0;
    const { client, fetchMock, notify } = setup(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return reply(200, { status: 1, msg: 'ok', data: { orderNo: 'W00000001', status: 'pending' } });
    });
    const body = { bankCardId: 1, amount: '10000', currency: 'JPY', fundPassword: '123456' } as const;
    const result = await client.send(fundsMemberApi.withdraw, body, {
      headers: { 'Idempotency-Key': 'key-2' },
      retryWithoutReply: true,
    });
    expect(result).toEqual({ ok: true, data: { orderNo: 'W00000001', status: 'pending' } });
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['key-2', 'key-2']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('does not repeat a call that got an answer, even a refusal', async () => {
    const { client, fetchMock } = setup(async () => reply(422, { status: 0, msg: 'x', code: 'insufficient_funds' }));
    await client.send(fundsMemberApi.holds, {}, { retryWithoutReply: true });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('does not repeat a call without being asked to', async () => {
    const { client, fetchMock } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await client.send(fundsMemberApi.holds, {});
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
