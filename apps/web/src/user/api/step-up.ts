/**
 * Step-up: a member with a passkey confirms a withdrawal, a card change or a passkey removal with
 * it first. The server answers 403 `step_up_required` without a fresh token; this asks the
 * browser for the passkey and returns the token to send with the call (none without a passkey).
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type RequestOf, type StepUpAction, passkeyApi } from '@kabuto/contracts';
import type { ApiClient, CallFailure } from '../../api/api-client';
import { showToast } from '../../ui/toast';

export type StepUpResult = { ok: true; token: string | undefined } | { ok: false; failure: CallFailure };

export type WebAuthnResponseBody = RequestOf<typeof passkeyApi.stepUp>['response'];

/** The browser's JSON answer in the shape the contract takes (the same fields, typed loosely). */
export function asResponseBody(response: object): WebAuthnResponseBody {
  return response as WebAuthnResponseBody;
}

/** `toast: false` for a caller that shows the failure's message itself. */
export async function stepUpFor(
  client: ApiClient,
  action: StepUpAction,
  cancelledMessage: string,
  { toast = true }: { toast?: boolean } = {},
): Promise<StepUpResult> {
  const passkeys = await client.send(passkeyApi.passkeyList, {});
  if (!passkeys.ok) return passkeys;
  if (passkeys.data.length === 0) return { ok: true, token: undefined };
  const options = await client.send(passkeyApi.stepUpOptions, { action });
  if (!options.ok) return options;
  let response: object;
  try {
    response = await startAuthentication({ optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON });
  } catch {
    // The member closed the prompt, or the device has no matching passkey: nothing was sent.
    if (toast) showToast(cancelledMessage);
    return { ok: false, failure: { code: 'step_up_cancelled', message: cancelledMessage, status: 0, fields: {} } };
  }
  const done = await client.send(passkeyApi.stepUp, { response: asResponseBody(response) });
  return done.ok ? { ok: true, token: done.data.stepUpToken } : done;
}
