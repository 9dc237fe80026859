/**
 * `/funds/exchange`: exchanges at the current rate, never crediting less than `minCredited` (the
 * confirmed preview), so the result equals the preview or the call is refused with `rate_changed`.
 */
import { type RequestOf, fundsMemberApi } from '@kabuto/contracts';
import { useMoneyCall } from '../../api/use-money-call';
import { useRefreshMember } from '../../shared/api/user-queries';

export type ExchangeBody = RequestOf<typeof fundsMemberApi.exchange>;

export function useExchange() {
  const refresh = useRefreshMember();
  return useMoneyCall(fundsMemberApi.exchange, {}, (result) => {
    if (result.ok) void refresh();
  });
}
