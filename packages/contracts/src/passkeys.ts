/** Requests and replies of members' passkeys, step-up and sessions (`/passkey/...`, `/user/sessions`). */
import { z } from 'zod';
import { idNumber, isoTime, passwordSchema, plainText, requiredString } from './primitives';

/**
 * A WebAuthn response in its JSON form (what `@simplewebauthn/browser` returns). The server
 * verifies every part of it; the schema only keeps its size and shape sane. It is the one loose
 * object of a request: browsers and authenticators add keys of their own as WebAuthn grows.
 */
const base64url = z
  .string()
  .max(16_384, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_format' });
const webAuthnResponse = z.looseObject(
  {
    id: base64url,
    rawId: base64url,
    type: z.literal('public-key'),
    // Strings (base64url), the transports list, and the public key's algorithm (a COSE number).
    response: z.record(
      plainText.max(32, { error: 'too_long' }),
      z.union([base64url, z.number().int(), z.array(plainText.max(32)).max(10)]),
    ),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  },
  { error: 'required' },
);

/** `passkey` removes a passkey; `passkey_add` proves the member before a new one is added. */
export const stepUpActions = ['withdraw', 'bankCard', 'passkey', 'password', 'passkey_add'] as const;
export const stepUpActionSchema = z.enum(stepUpActions, { error: 'required' });
export type StepUpAction = z.infer<typeof stepUpActionSchema>;

/** Sent with a call that a member with a passkey must confirm with it first. */
export const stepUpTokenField = z
  .string()
  .max(128, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid_format' });

/** The options' JSON goes to `startRegistration` / `startAuthentication` as it is. */
export const webAuthnOptionsReply = z.record(z.string(), z.unknown());

/**
 * Adding a passkey needs proof beyond the session: the login password, or a step-up token for
 * `passkey_add` from a passkey past its cool-down. Neither: 403 `reauth_required`.
 */
export const passkeyRegisterOptionsRequest = z
  .object({
    loginPassword: passwordSchema.optional(),
    stepUpToken: stepUpTokenField.optional(),
  })
  .strict();

export const passkeyRegisterRequest = z.object({
  response: webAuthnResponse,
  name: requiredString.max(40, { error: 'too_long' }).regex(/^[^\p{Cc}]*$/u, { error: 'invalid_format' }),
});
export const passkeyRegisterReply = z.object({ id: z.number().int() });

export const passkeyLoginRequest = z.object({ response: webAuthnResponse });

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: isoTime,
  lastUsedAt: isoTime.nullable(),
  /** Until then (the cool-down after it was added) it signs in but confirms nothing. */
  usableForStepUpAt: isoTime,
});
export const passkeyListReply = z.array(passkeySchema);
export type Passkey = z.infer<typeof passkeySchema>;

/** The last passkey also needs the login password, so a stolen session alone cannot strip step-up away. */
export const passkeyRemoveRequest = z.object({
  id: idNumber,
  stepUpToken: stepUpTokenField.optional(),
  loginPassword: passwordSchema.optional(),
});

/** "This wasn't me": removes a passkey still in its cool-down and ends every other session. */
export const passkeyDisownRequest = z.object({ id: idNumber });

export const stepUpOptionsRequest = z.object({ action: stepUpActionSchema });
export const stepUpRequest = z.object({ response: webAuthnResponse });
export const stepUpReply = z.object({ stepUpToken: z.string() });

export const memberSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: isoTime,
  lastSeenAt: isoTime,
  current: z.boolean(),
});
export const memberSessionsReply = z.array(memberSessionSchema);
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const endSessionRequest = z.object({ id: z.string().regex(/^\d{1,18}$/, { error: 'invalid_format' }) });
