/**
 * `/passkey/loginOptions` then `/passkey/login`: signs in with a passkey on this device, no account
 * typed (a discoverable credential names the member), and keeps the session the server hands back.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type RequestOf, passkeyApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { saveSession } from '../../api/session';
import { usePending } from '../../api/use-pending';

/** True when signed in; false when refused (the client has shown why) or the member closed the prompt. */
export function usePasskeyLogin() {
  const { client, store } = useApi();
  return usePending(async (): Promise<'signed-in' | 'refused' | 'cancelled'> => {
    const options = await client.send(passkeyApi.passkeyLoginOptions, {});
    if (!options.ok) return 'refused';
    let response: object;
    try {
      response = await startAuthentication({ optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON });
    } catch {
      return 'cancelled';
    }
    const body = { response } as RequestOf<typeof passkeyApi.passkeyLogin>;
    const result = await client.send(passkeyApi.passkeyLogin, body);
    if (!result.ok) return 'refused';
    saveSession(store, result.data);
    return 'signed-in';
  });
}
