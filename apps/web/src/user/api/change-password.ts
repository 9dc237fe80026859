/** `/user/changePassword`: a new login password; the server ends every other session. */
import { memberApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';

export type ChangePasswordBody = RequestOf<typeof memberApi.changePassword>;

export function useChangePassword() {
  const { client } = useApi();
  return usePending((body: ChangePasswordBody) => client.send(memberApi.changePassword, body, { showsFieldErrors: true }));
}
