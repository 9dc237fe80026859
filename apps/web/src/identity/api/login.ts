/** `/user/login`: signs in and keeps the session the server hands back. */
import { type RequestOf, accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { saveSession } from '../../api/session';
import { usePending } from '../../api/use-pending';

export type LoginBody = RequestOf<typeof accountMemberApi.login>;

export function useLogin() {
  const { client, store } = useApi();
  return usePending(async (body: LoginBody) => {
    const result = await client.send(accountMemberApi.login, body, { showsFieldErrors: true });
    if (result.ok) saveSession(store, result.data);
    return result;
  });
}
