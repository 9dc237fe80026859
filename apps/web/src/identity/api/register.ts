/**
 * `/user/register`: opens an account with an invite code and signs the new member in. The screen
 * shows every refusal itself (silent): a number that has an account is answered as a failed
 * sign-in, which the register screen words for itself.
 */
import { type RequestOf, accountMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { saveSession } from '../../api/session';
import { usePending } from '../../api/use-pending';

export type RegisterBody = RequestOf<typeof accountMemberApi.register>;

export function useRegister() {
  const { client, store } = useApi();
  return usePending(async (body: RegisterBody) => {
    const result = await client.send(accountMemberApi.register, body, { silent: true });
    if (result.ok) saveSession(store, result.data);
    return result;
  });
}
