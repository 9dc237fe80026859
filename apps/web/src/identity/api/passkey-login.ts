/**
 * `/passkey/loginOptions` then `/passkey/login`: signs in with a passkey on this device, no account
 * typed (a discoverable credential names the member), and keeps the session the server hands back.
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type RequestOf, passkeyApi } from '@kabuto/contracts';
import { useApi } from '../../api/api-context';
import { saveSession } from '../../api/session';
import { usePending } from '../../api/use-pending';
import { passkeyPrompt, passkeyRefusedHost, useRefusedHostText } from '../../shared/passkeys/passkey-host';
import { showToast } from '../../ui/toast';

/** True when signed in; false when refused (the client has shown why) or the member closed the prompt. */
export function usePasskeyLogin() {
  const { client, store } = useApi();
  const refusedHostText = useRefusedHostText();
  return usePending(async (): Promise<'signed-in' | 'refused' | 'cancelled'> => {
    // An address that can't have passkeys is said at once, not after a prompt that never comes.
    const refusedHost = passkeyRefusedHost(window.location.hostname);
    if (refusedHost) {
      showToast(refusedHostText(refusedHost));
      return 'refused';
    }
    const options = await client.send(passkeyApi.passkeyLoginOptions, {});
    if (!options.ok) return 'refused';
    const prompted = await passkeyPrompt(refusedHostText, () =>
      startAuthentication({ optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON }),
    );
    if (!prompted.ok) {
      if (prompted.message === null) return 'cancelled';
      showToast(prompted.message);
      return 'refused';
    }
    const response: object = prompted.value;
    const body = { response } as RequestOf<typeof passkeyApi.passkeyLogin>;
    const result = await client.send(passkeyApi.passkeyLogin, body);
    if (!result.ok) return 'refused';
    saveSession(store, result.data);
    return 'signed-in';
  });
}
