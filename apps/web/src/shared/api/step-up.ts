/**
 * Step-up: a member with a passkey confirms a withdrawal, a card change or a passkey removal with
 * it first. The server answers 403 `step_up_required` without a fresh token; this asks the
 * browser for the passkey and returns the token to send with the call (none without a passkey).
 */
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { type RequestOf, type StepUpAction, passkeyApi } from '@kabuto/contracts';
import type { ApiClient, CallFailure } from '../../api/api-client';
import { showToast } from '../../ui/toast';
import { passkeyPrompt, type PasskeyTexts } from '../passkeys/passkey-host';

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
  texts: PasskeyTexts,
  { toast = true }: { toast?: boolean } = {},
): Promise<StepUpResult> {
  const passkeys = await client.send(passkeyApi.passkeyList, {});
  if (!passkeys.ok) return passkeys;
  if (passkeys.data.length === 0) return { ok: true, token: undefined };
  const options = await client.send(passkeyApi.stepUpOptions, { action });
  if (!options.ok) return options;
  const prompted = await passkeyPrompt(texts.refusedHost, () =>
    startAuthentication({ optionsJSON: options.data as unknown as PublicKeyCredentialRequestOptionsJSON }),
  );
  if (!prompted.ok) {
    // Nothing was sent: the prompt was closed, or this address can't have passkeys.
    const message = prompted.message ?? texts.cancelled;
    if (toast) showToast(message);
    return { ok: false, failure: { code: 'step_up_cancelled', message, status: 0, fields: {} } };
  }
  const done = await client.send(passkeyApi.stepUp, { response: asResponseBody(prompted.value) });
  return done.ok ? { ok: true, token: done.data.stepUpToken } : done;
}
