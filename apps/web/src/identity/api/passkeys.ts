/** `/passkey/...` and `/user/sessions`: the member's passkeys and signed-in devices. */
import { useQuery } from '@tanstack/react-query';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { passkeyApi, type RequestOf } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { dataOrThrow } from '../../api/api-error';
import { useSignedInAccount } from '../../api/use-session';
import { usePending } from '../../api/use-pending';
import { useTranslation } from '../../ui/translation-context';
import { showToast } from '../../ui/toast';
import { asResponseBody, stepUpFor } from '../../shared/api/step-up';
import { passkeyPrompt, passkeyRefusedHost, useRefusedHostText, type PasskeyTexts } from '../../shared/passkeys/passkey-host';
import { useRefreshMember, userQueryKey } from '../../shared/api/user-queries';

export function usePasskeys() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'passkeys'),
    queryFn: async () => dataOrThrow(await client.send(passkeyApi.passkeyList, {})),
    enabled: account !== null,
  });
}

export function useSessions() {
  const { client } = useApi();
  const account = useSignedInAccount();
  return useQuery({
    queryKey: userQueryKey(account, 'sessions'),
    queryFn: async () => dataOrThrow(await client.send(passkeyApi.sessions, {})),
    enabled: account !== null,
  });
}

/** What proves the member before a passkey is added. */
export type AddProof = { loginPassword: string } | { withPasskey: true };

/**
 * Creates a passkey on this device and keeps it under `name`, after proof beyond the session:
 * the login password, or a `passkey_add` step-up with a passkey the member has; true when added.
 */
export function useAddPasskey() {
  const { client } = useApi();
  const { t } = useTranslation();
  const passkeyTexts: PasskeyTexts = { cancelled: t('security.cancelled'), refusedHost: useRefusedHostText() };
  const refresh = useRefreshMember();
  return usePending(async (name: string, proof: AddProof): Promise<boolean> => {
    // Said before the password is spent on a passkey this address can't have.
    const refusedHost = passkeyRefusedHost(window.location.hostname);
    if (refusedHost) {
      showToast(passkeyTexts.refusedHost(refusedHost));
      return false;
    }
    let body: RequestOf<typeof passkeyApi.passkeyRegisterOptions>;
    if ('loginPassword' in proof) body = { loginPassword: proof.loginPassword };
    else {
      const stepUp = await stepUpFor(client, 'passkey_add', passkeyTexts);
      if (!stepUp.ok) return false;
      body = { stepUpToken: stepUp.token };
    }
    const options = await client.send(passkeyApi.passkeyRegisterOptions, body);
    if (!options.ok) return false;
    const prompted = await passkeyPrompt(passkeyTexts.refusedHost, () =>
      startRegistration({ optionsJSON: options.data as unknown as PublicKeyCredentialCreationOptionsJSON }),
    );
    if (!prompted.ok) {
      showToast(prompted.message ?? passkeyTexts.cancelled);
      return false;
    }
    const added = await client.send(passkeyApi.passkeyRegister, { response: asResponseBody(prompted.value), name });
    if (added.ok) await refresh();
    return added.ok;
  });
}

/** Removes a passkey after a step-up with one (and the login password for the last one). */
export function useRemovePasskey() {
  const { client } = useApi();
  const { t } = useTranslation();
  const passkeyTexts: PasskeyTexts = { cancelled: t('security.cancelled'), refusedHost: useRefusedHostText() };
  const refresh = useRefreshMember();
  return usePending(async (id: number, loginPassword?: string): Promise<boolean> => {
    const stepUp = await stepUpFor(client, 'passkey', passkeyTexts);
    if (!stepUp.ok) return false;
    const removed = await client.send(passkeyApi.passkeyRemove, { id, stepUpToken: stepUp.token, loginPassword });
    await refresh();
    return removed.ok;
  });
}

/** "This wasn't me": removes a passkey still in its cool-down and signs every other device out. */
export function useDisownPasskey() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (id: number): Promise<boolean> => {
    const disowned = await client.send(passkeyApi.passkeyDisown, { id });
    await refresh();
    return disowned.ok;
  });
}

export function useEndSession() {
  const { client } = useApi();
  const refresh = useRefreshMember();
  return usePending(async (id: string): Promise<boolean> => {
    const ended = await client.send(passkeyApi.endSession, { id });
    await refresh();
    return ended.ok;
  });
}
