/**
 * Staff sign in with a second factor (TOTP). These steps do it through the API as the back office
 * does: enrol at the first sign-in, then send a code computed from the enrolled secret.
 */
import { Secret, TOTP } from 'otpauth';

export function totpNow(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

async function post(url: string, body: unknown): Promise<{ status: number; code?: string; data: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { status: number; code?: string; data: Record<string, unknown> };
}

/**
 * A bearer token for a staff member. With `secret` a code is sent; without it the staff member
 * must not have a factor yet, and is enrolled: the secret is returned for later sign-ins.
 */
export async function staffApiSignIn(
  baseUrl: string,
  login: { username: string; password: string },
  secret?: string,
): Promise<{ token: string; secret: string }> {
  const reply = await post(`${baseUrl}/api/admin/auth/login`, { ...login, totp: secret ? totpNow(secret) : undefined });
  if (reply.status !== 1) throw new Error(`staff sign-in answered ${reply.code}`);
  if (typeof reply.data.token === 'string' && secret) return { token: reply.data.token, secret };
  const enroll = reply.data.enroll as { secret: string } | undefined;
  if (!enroll) throw new Error('staff sign-in gave neither a token nor an enrolment');
  const enrolled = await post(`${baseUrl}/api/admin/auth/enroll`, {
    enrollToken: reply.data.enrollToken,
    totp: totpNow(enroll.secret),
  });
  if (enrolled.status !== 1 || typeof enrolled.data.token !== 'string')
    throw new Error(`staff enrolment answered ${enrolled.code}`);
  return { token: enrolled.data.token, secret: enroll.secret };
}
