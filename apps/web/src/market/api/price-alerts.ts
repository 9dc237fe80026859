/**
 * `/alerts/list`, `/alerts/add`, `/alerts/remove`: the member's price alerts, cached under
 * `['user', account, …]` so signing out drops them, refreshed after every change and now and
 * then, so an alert that fired shows as reached.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RequestOf, alertsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { useTranslation } from '../../ui/translation-context';
import { rerankMs, usePollMs } from '../../shared/api/market-queries';

function alertsQueryKey(account: string | null): readonly unknown[] {
  return ['user', account, 'alerts'];
}

export function usePriceAlerts() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const { language } = useTranslation();
  return useQuery({
    queryKey: [...alertsQueryKey(account), language],
    queryFn: async () => dataOrThrow(await client.send(alertsMemberApi.alertsList, {})),
    enabled: account !== null,
    refetchInterval: usePollMs(rerankMs),
  });
}

export function useAddPriceAlert() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: (alert: RequestOf<typeof alertsMemberApi.alertsAdd>) => client.call(alertsMemberApi.alertsAdd, alert),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(account) }),
  });
}

export function useRemovePriceAlert() {
  const { client } = useApi();
  const queryClient = useQueryClient();
  const account = useSignedInAccount();
  return useMutation({
    mutationFn: (id: number) => client.call(alertsMemberApi.alertsRemove, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(account) }),
  });
}
