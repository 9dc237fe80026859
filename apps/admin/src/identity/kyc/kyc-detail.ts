/** `/kyc/detail`: one submission, with the file ids of both identity photos. */
import { useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type KycDetail = ReplyOf<typeof adminApi.kycDetail>;

export function useKycDetail(id: number) {
  return useQuery({ queryKey: [...queryKeys.kyc, 'detail', id], queryFn: () => api.call(adminApi.kycDetail, { id }) });
}
