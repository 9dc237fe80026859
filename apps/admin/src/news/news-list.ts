/** `/news/list` for staff: one page of articles and market notes, newest first, in every language. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type NewsRow = ReplyOf<typeof adminApi.newsAdminList>['items'][number];
export type NewsQuery = RequestOf<typeof adminApi.newsAdminList>;

export function useNewsList(query: NewsQuery) {
  return useQuery({
    queryKey: [...queryKeys.news, 'list', query],
    queryFn: () => api.call(adminApi.newsAdminList, query),
    placeholderData: keepPreviousData,
  });
}
