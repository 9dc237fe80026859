/** `/tax/ledger` and `/tax/remit`: the withheld-tax account by year, and a finished year's remittance (owner only, audited). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, type ReplyOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type TaxLedger = ReplyOf<typeof adminApi.taxLedger>;

export function useTaxLedger() {
  return useQuery({ queryKey: [...queryKeys.ledger, 'withheldTax'], queryFn: () => api.call(adminApi.taxLedger, {}) });
}

export function useRemitTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => api.call(adminApi.taxRemit, { year }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ledger }),
        queryClient.invalidateQueries({ queryKey: queryKeys.audit }),
      ]);
    },
  });
}
