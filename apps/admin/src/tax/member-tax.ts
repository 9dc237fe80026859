/** `/tax/member`: a member's tax account type by year, this year's figures and NISA, as the member sees them. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type MemberTax = ReplyOf<typeof adminApi.memberTax>;

export function useMemberTax(userId: number) {
  return useQuery({ queryKey: [...queryKeys.ledger, 'tax', userId], queryFn: () => api.call(adminApi.memberTax, { userId }) });
}
