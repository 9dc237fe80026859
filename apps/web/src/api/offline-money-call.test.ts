import { describe, expect, it, vi } from 'vitest';
import { isErrorCode, rewardsMemberApi, supportMemberApi } from '@kabuto/contracts';
import { createApiClient } from './api-client';
import { moneyCallOptions } from './idempotency';
import { memoryStore } from './storage';

function clientWhile(offline: boolean) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ status: 1, msg: 'ok', data: {} })));
  const notify = vi.fn<(message: string) => void>();
  const client = createApiClient({
    baseUrl: 'https://kabuto.test/api/vue/',
    store: memoryStore(),
    language: () => 'en',
    translateError: (code) => `text of ${code}`,
    isErrorCode,
    notify,
    onSessionEnded: () => undefined,
    fetch: fetchMock,
    isOffline: () => offline,
  });
  return { client, fetchMock, notify };
}

describe('money calls while offline', () => {
  it('are not sent, and say why', async () => {
    const { client, fetchMock, notify } = clientWhile(true);
    const result = await client.send(rewardsMemberApi.rewardsCheckIn, {}, moneyCallOptions('key-1'));
    expect(result).toEqual({ ok: false, failure: { code: 'offline', status: 0, fields: {}, message: 'text of offline' } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledExactlyOnceWith('text of offline');
  });

  it('leave reads alone (they fail or come from the cache on their own), and money calls online', async () => {
    const offline = clientWhile(true);
    await offline.client.send(supportMemberApi.supportUnread, {});
    expect(offline.fetchMock).toHaveBeenCalledTimes(1);
    const online = clientWhile(false);
    await online.client.send(rewardsMemberApi.rewardsCheckIn, {}, moneyCallOptions('key-2'));
    expect(online.fetchMock).toHaveBeenCalledTimes(1);
  });
});
