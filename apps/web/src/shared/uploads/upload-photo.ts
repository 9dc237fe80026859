/** `/user/upload`: one identity or receipt photo, made small enough first; answers its file id. */
import { identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import type { CallResult } from '../../api/api-client';
import { shrinkPhoto } from '../../ui/shrink-photo';

export function useUploadPhoto(): (
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<CallResult<{ fileId: string }>> {
  const { client } = useApi();
  return async (file, onProgress) => client.upload(identityMemberApi.upload, await shrinkPhoto(file), { onProgress });
}
