/** `/users/list`: one page of members, newest first, optionally by account prefix. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type MemberRow = ReplyOf<typeof adminApi.usersList>['items'][number];
export type MembersQuery = RequestOf<typeof adminApi.usersList>;

export function useMembersList(query: MembersQuery) {
  return useQuery({
    queryKey: [...queryKeys.members, 'list', query],
    queryFn: () => api.call(adminApi.usersList, query),
    placeholderData: keepPreviousData,
  });
}
