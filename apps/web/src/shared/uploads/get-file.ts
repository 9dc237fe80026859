/**
 * `GET /api/vue/file?id=`: a photo as the server stored it (re-encoded, turned upright), readable
 * only with the owner's session, so it is fetched as a blob rather than linked.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { userQueryKey } from '../api/user-queries';

/** An object URL of the stored photo, or null until it has arrived. */
export function useStoredPhotoUrl(fileId: string | null): string | null {
  const { client } = useApi();
  const account = useSignedInAccount();
  const file = useQuery({
    queryKey: userQueryKey(account, 'file', fileId),
    queryFn: async () => dataOrThrow(await client.download(`file?id=${encodeURIComponent(fileId ?? '')}`, { silent: true })),
    enabled: fileId !== null,
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
