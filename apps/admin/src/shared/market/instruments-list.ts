/** `/instruments/list`: one page of instruments with their trading state, optionally by keyword. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../../api';

export type InstrumentRow = ReplyOf<typeof adminApi.instrumentsList>['items'][number];
export type InstrumentsQuery = RequestOf<typeof adminApi.instrumentsList>;

export function useInstrumentsList(query: InstrumentsQuery) {
  return useQuery({
    queryKey: [...queryKeys.instruments, 'list', query],
    queryFn: () => api.call(adminApi.instrumentsList, query),
    placeholderData: keepPreviousData,
  });
}
