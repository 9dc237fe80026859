/**
 * The documents reads: my documents a page at a time (of one kind, or all), a document's check
 * against the ledger, and the files themselves (a PDF, a CSV) through the client's download, with
 * my session, in my language.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { documentsMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../../shared/api/user-queries';

const pageSize = 30;
export type DocumentFilter = 'all' | 'trade' | 'monthly' | 'annual';

export function useDocuments(filter: DocumentFilter) {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useInfiniteQuery({
    queryKey: userQueryKey(account, 'documents', filter),
    queryFn: async ({ pageParam }) =>
      dataOrThrow(
        await client.send(documentsMemberApi.documentsList, {
          page: pageParam,
          size: pageSize,
          ...(filter === 'all' ? {} : { kind: filter }),
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: account !== null,
  });
}

export function useDocumentCalls() {
  const { client } = useApi();
  return {
    verify: async (id: number) => dataOrThrow(await client.send(documentsMemberApi.documentsVerify, { id }, { silent: true })),
    pdf: async (id: number, lang: string) =>
      dataOrThrow(await client.download(`documents/get?id=${id}&lang=${encodeURIComponent(lang)}`, { silent: true })),
    csv: async (kind: string, year: number, lang: string) =>
      dataOrThrow(
        await client.download(`documents/csv?kind=${kind}&year=${year}&lang=${encodeURIComponent(lang)}`, { silent: true }),
      ),
  };
}
