/** `GET /file?id=…`: one uploaded file (identity photo, deposit receipt) as a blob. */
import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '../../api';

export function useFileBlob(fileId: string) {
  return useQuery({
    queryKey: [...queryKeys.files, fileId],
    queryFn: () => api.file(fileId),
    // A file never changes once uploaded, so it is not fetched again while shown; and identity
    // photos should not linger in memory after the screen that needed them has closed.
    staleTime: Infinity,
    gcTime: 0,
  });
}
