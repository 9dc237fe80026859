/**
 * `/user/resetPassword`: a new login password without the old one, proven by a passkey step-up
 * for "password" taken just before; the server ends every other session.
 */
import { recoveryMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import type { CallResult } from '../../api/api-client';
import { stepUpFor } from '../../shared/api/step-up';
import { useRefusedHostText, type PasskeyTexts } from '../../shared/passkeys/passkey-host';

export function useResetPassword(cancelledMessage: string) {
  const { client } = useApi();
  const passkeyTexts: PasskeyTexts = { cancelled: cancelledMessage, refusedHost: useRefusedHostText() };
  return usePending(
    async (values: { newPassword: string; confirmPassword: string }): Promise<CallResult<Record<string, never>>> => {
      const stepUp = await stepUpFor(client, 'password', passkeyTexts);
      if (!stepUp.ok) return stepUp;
      return client.send(
        recoveryMemberApi.resetPassword,
        { ...values, stepUpToken: stepUp.token ?? '' },
        { showsFieldErrors: true },
      );
    },
  );
}
