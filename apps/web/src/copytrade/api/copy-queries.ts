/**
 * The copy-trading calls as hooks: the strategies and one strategy (public), my copies, a copy's
 * positions, my copies' orders, and the two money calls, following and ending a copy, each
 * refreshing the member's balances and copies after.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copyMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useMoneyCall } from '../../api/use-money-call';
import { useSignedInAccount } from '../../api/use-session';
import { useRefreshMember, userQueryKey } from '../../shared/api/user-queries';
import { useTranslation } from '../../ui/translation-context';

const refreshMs = 15_000;
const pageSize = 20;

export function useStrategies() {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: ['copy', 'strategies', language],
    queryFn: async () => dataOrThrow(await client.send(copyMemberApi.copyStrategies, {})),
    refetchInterval: refreshMs,
  });
}

export function useStrategy(strategyId: number) {
  const { client } = useApi();
  const { language } = useTranslation();
  return useQuery({
    queryKey: ['copy', 'strategy', strategyId, language],
    queryFn: async () => dataOrThrow(await client.send(copyMemberApi.copyStrategy, { strategyId })),
    refetchInterval: refreshMs,
  });
}

export function useFollows() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'copyFollows'),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(await client.send(copyMemberApi.copyFollows, { page: pageParam, size: pageSize })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
    refetchInterval: refreshMs,
  });
}

export function useCopyPositions(copyId: number, enabled: boolean) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'copyPositions', copyId),
    queryFn: async () => dataOrThrow(await client.send(copyMemberApi.copyPositions, { copyId })),
    enabled: account !== null && enabled,
    refetchInterval: refreshMs,
  });
}

export function useCopyOrders(copyId?: number) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'copyOrders', copyId ?? 'all'),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(copyMemberApi.copyOrders, {
          page: pageParam,
          size: pageSize,
          ...(copyId === undefined ? {} : { copyId }),
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
    refetchInterval: refreshMs,
  });
}

function useRefreshCopies() {
  const refresh = useRefreshMember();
  const queries = useQueryClient();
  return () => {
    void refresh();
    void queries.invalidateQueries({ queryKey: ['copy'] });
  };
}

export function useFollowStrategy() {
  const refresh = useRefreshCopies();
  return useMoneyCall(copyMemberApi.copyFollow, {}, () => refresh());
}

/** Ending a copy; the screen words its refusals itself (the market closed: when it can be done). */
export function useUnfollow() {
  const refresh = useRefreshCopies();
  return useMoneyCall(copyMemberApi.copyUnfollow, { silent: true }, () => refresh());
}

export type FollowStrategy = ReturnType<typeof useFollowStrategy>;
export type Unfollow = ReturnType<typeof useUnfollow>;

/** My newest mentor application and its state. */
export function useMyMentorApplication() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'mentorApplication'),
    queryFn: async () => dataOrThrow(await client.send(copyMemberApi.copyMyMentorApplication, {})),
    enabled: account !== null,
  });
}

/** Applies to be a mentor; the caller shows a refusal (`already_applied`, field errors) itself. */
export function useApplyMentor() {
  const { client } = useApi();
  const account = useSignedInAccount();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { strategyName: string; description: string }) =>
      client.send(copyMemberApi.copyApplyMentor, body, { silent: true }),
    onSettled: () => void queries.invalidateQueries({ queryKey: userQueryKey(account, 'mentorApplication') }),
  });
}
