/**
 * `/funds/exchange`: exchanges at the current rate, never crediting less than `minCredited` (the
 * confirmed preview), so the result equals the preview or the call is refused with `rate_changed`.
 */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { moneyCallOptions } from '../../api/idempotency';
import { usePending } from '../../api/use-pending';
import { useRefreshMember } from './user-queries';

export type ExchangeBody = RequestOf<typeof memberApi.exchange>;

export function useExchange() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (body: ExchangeBody) => {
    const result = await client.send(memberApi.exchange, body, moneyCallOptions());
    if (result.ok) void refresh();
    return result;
  });
}
