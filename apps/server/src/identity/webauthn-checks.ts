/** What the passkey ceremonies share: the relying party, readings of WebAuthn's JSON, and checking an assertion. */
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { passkeyRegisterRequest } from '@kabuto/contracts';
import type { Queryable } from '../db/database';
import * as passkeys from './passkeys.repository';

/** Who the passkeys are for: the site's domain and the page's origin the browser reports. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

export type WebAuthnResponse = z.output<typeof passkeyRegisterRequest>['response'];

/** A stable, opaque user handle for the authenticator: no account number or name in it. */
export function memberHandle(memberId: number): Uint8Array<ArrayBuffer> {
  const digest = createHash('sha256').update(`kabuto-member:${memberId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

/** The challenge the browser says it answered, read from the client data; null when unreadable. */
export function clientChallenge(response: WebAuthnResponse): string | null {
  const encoded = response.response.clientDataJSON;
  if (typeof encoded !== 'string') return null;
  try {
    const clientData: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof clientData !== 'object' || clientData === null || !('challenge' in clientData)) return null;
    return typeof clientData.challenge === 'string' && clientData.challenge.length <= 128 ? clientData.challenge : null;
  } catch {
    return null;
  }
}

/** Checks an assertion against a stored passkey; the passkey and its new counter, or null. */
export async function verifyAssertion(reader: Queryable, response: WebAuthnResponse, challenge: string, rp: RelyingParty) {
  const passkey = await passkeys.findPasskeyByCredential(reader, response.id);
  if (!passkey) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.signCount,
        transports: passkey.transports as NonNullable<
          Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
        >,
      },
    });
    return result.verified ? { passkey, signCount: result.authenticationInfo.newCounter } : null;
  } catch {
    // A malformed, replayed or forged answer: the library names why; the member is told only that it failed.
    return null;
  }
}
