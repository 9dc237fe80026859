/** `/audit/list`: one page of the audit log, newest first, optionally filtered by a keyword. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api, queryKeys } from '../api';

export type AuditEntry = ReplyOf<typeof adminApi.auditList>['items'][number];
export type AuditQuery = RequestOf<typeof adminApi.auditList>;

export function useAuditList(query: AuditQuery) {
  return useQuery({
    queryKey: [...queryKeys.audit, 'list', query],
    queryFn: () => api.call(adminApi.auditList, query),
    // Keep the current page on screen while the next loads, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}
