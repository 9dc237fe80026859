/** `/users/detail`: one member with submissions, cards, live sessions and audit trail. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type MemberDetail = ReplyOf<typeof adminApi.usersDetail>;

export function useMemberDetail(userId: number) {
  return useQuery({
    queryKey: [...queryKeys.members, 'detail', userId],
    queryFn: () => api.call(adminApi.usersDetail, { userId }),
  });
}
