/**
 * Recovery without a passkey: files the request (`/user/recoveryRequest`, multipart, no sign-in),
 * reads its state (`/user/recoveryStatus`) and sets the new password (`/user/recoveryReset`).
 * The request token the server hands back is kept on this device so the member can come back.
 */
import { type RequestOf, recoveryRequestMemberApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { usePending } from '../../api/use-pending';
import { shrinkPhoto } from '../../ui/shrink-photo';

const tokenKey = 'kabutoRecoveryRequest';

export function useRecoveryToken() {
  const { store } = useApi();
  return {
    read: () => store.getItem(tokenKey),
    save: (token: string) => store.setItem(tokenKey, token),
    forget: () => store.removeItem(tokenKey),
  };
}

export function useFileRecovery() {
  const { client } = useApi();
  return usePending(async (account: string, photo: File, onProgress: (fraction: number) => void) =>
    client.upload(recoveryRequestMemberApi.recoveryRequest, await shrinkPhoto(photo), {
      fields: { account },
      onProgress,
      showsFieldErrors: true,
    }),
  );
}

export function useRecoveryStatus() {
  const { client } = useApi();
  return usePending((requestToken: string) => client.send(recoveryRequestMemberApi.recoveryStatus, { requestToken }));
}

export function useRecoveryReset() {
  const { client } = useApi();
  return usePending((body: RequestOf<typeof recoveryRequestMemberApi.recoveryReset>) =>
    client.send(recoveryRequestMemberApi.recoveryReset, body, { showsFieldErrors: true }),
  );
}
