/** The member calls of passkeys, step-up and sessions; spread into `memberApi`. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './primitives';
import * as passkeys from './passkeys';
import { signInReply } from './member';

const nothing = z.object({});

export const passkeyApi = {
  passkeyRegisterOptions: endpoint({
    path: '/passkey/registerOptions',
    access: 'member',
    summary:
      'WebAuthn creation options for a new passkey (a discoverable credential); needs the login password or a passkey_add step-up',
    request: passkeys.passkeyRegisterOptionsRequest,
    reply: passkeys.webAuthnOptionsReply,
  }),
  passkeyRegister: endpoint({
    path: '/passkey/register',
    access: 'member',
    summary: 'Keep the passkey the browser created, under a name',
    request: passkeys.passkeyRegisterRequest,
    reply: passkeys.passkeyRegisterReply,
  }),
  passkeyLoginOptions: endpoint({
    path: '/passkey/loginOptions',
    access: 'public',
    summary: 'WebAuthn request options for signing in with a passkey, no account typed',
    request: empty,
    reply: passkeys.webAuthnOptionsReply,
  }),
  passkeyLogin: endpoint({
    path: '/passkey/login',
    access: 'public',
    summary: 'Sign in with a passkey',
    request: passkeys.passkeyLoginRequest,
    reply: signInReply,
  }),
  passkeyList: endpoint({
    path: '/passkey/list',
    access: 'member',
    summary: 'My passkeys',
    request: empty,
    reply: passkeys.passkeyListReply,
  }),
  passkeyRemove: endpoint({
    path: '/passkey/remove',
    access: 'member',
    summary: 'Remove a passkey (with step-up; the last one also with the login password)',
    request: passkeys.passkeyRemoveRequest,
    reply: nothing,
  }),
  passkeyDisown: endpoint({
    path: '/passkey/disown',
    access: 'member',
    summary: '"This wasn\'t me": remove a passkey still in its cool-down and end every other session',
    request: passkeys.passkeyDisownRequest,
    reply: nothing,
  }),
  stepUpOptions: endpoint({
    path: '/passkey/stepUpOptions',
    access: 'member',
    summary: 'WebAuthn request options to confirm one action with a passkey',
    request: passkeys.stepUpOptionsRequest,
    reply: passkeys.webAuthnOptionsReply,
  }),
  stepUp: endpoint({
    path: '/passkey/stepUp',
    access: 'member',
    summary: 'Confirm with a passkey; the token is good for that action once, for 5 minutes',
    request: passkeys.stepUpRequest,
    reply: passkeys.stepUpReply,
  }),
  sessions: endpoint({
    path: '/user/sessions',
    access: 'member',
    summary: 'My live sessions: device, address, first and last seen',
    request: empty,
    reply: passkeys.memberSessionsReply,
  }),
  endSession: endpoint({
    path: '/user/endSession',
    access: 'member',
    summary: 'End one of my sessions',
    request: passkeys.endSessionRequest,
    reply: nothing,
  }),
} as const;
