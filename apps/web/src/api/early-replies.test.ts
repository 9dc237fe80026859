import { describe, expect, it, vi } from 'vitest';
import { accountMemberApi, marketMemberApi } from '@kabuto/contracts';
import type { ApiClient, CallFailure, CallResult } from './api-client';
import { earlyReplyFreshMs, sendEarly, takeEarly } from './early-replies';

const failure: CallFailure = { code: 'network', message: 'offline', status: 0, fields: {} };

/** A client whose one call answers what the test gives it. */
function clientAnswering(result: CallResult<unknown>) {
  const send = vi.fn(async () => result);
  return { client: { send } as unknown as ApiClient, send };
}

const info = { ok: true, data: { account: '0900000001' } } as const;

describe('early replies', () => {
  it('hands the reply to the first call of the same member, once, and sends it silently', async () => {
    const { client, send } = clientAnswering(info);
    sendEarly(client, accountMemberApi.info, '0900000001', 1_000);

    expect(send).toHaveBeenCalledWith(accountMemberApi.info, {}, { silent: true });
    await expect(takeEarly(accountMemberApi.info, '0900000001', 1_500)).resolves.toEqual(info);
    await expect(takeEarly(accountMemberApi.info, '0900000001', 1_600)).resolves.toBeUndefined();
  });

  it('gives no other member the reply, and drops it', async () => {
    sendEarly(clientAnswering(info).client, accountMemberApi.info, '0900000001', 1_000);

    await expect(takeEarly(accountMemberApi.info, '0900000002', 1_500)).resolves.toBeUndefined();
    await expect(takeEarly(accountMemberApi.info, '0900000001', 1_600)).resolves.toBeUndefined();
  });

  it('leaves a reply that is no longer fresh, so the screen asks again', async () => {
    sendEarly(clientAnswering(info).client, accountMemberApi.info, '0900000001', 1_000);

    await expect(takeEarly(accountMemberApi.info, '0900000001', 1_001 + earlyReplyFreshMs)).resolves.toBeUndefined();
  });

  it('leaves a failed reply, so the screen’s own call is sent and shows its failure', async () => {
    sendEarly(clientAnswering({ ok: false, failure }).client, accountMemberApi.info, '0900000001', 1_000);

    await expect(takeEarly(accountMemberApi.info, '0900000001', 1_500)).resolves.toBeUndefined();
  });

  it('has nothing for a call start-up did not send', async () => {
    await expect(takeEarly(marketMemberApi.indices, '0900000001', 1_000)).resolves.toBeUndefined();
  });
});
