/** `/user/changePassword`: a new login password; the server ends every other session. */
import { type RequestOf, identityMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';

export type ChangePasswordBody = RequestOf<typeof identityMemberApi.changePassword>;

export function useChangePassword() {
  const { client } = useApi();
  return usePending((body: ChangePasswordBody) =>
    client.send(identityMemberApi.changePassword, body, { showsFieldErrors: true }),
  );
}
