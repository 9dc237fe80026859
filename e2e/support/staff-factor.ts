/**
 * Staff sign in with a second factor (TOTP). These steps do it through the API as the back office
 * does: enrol at the first sign-in, then send a code computed from the enrolled secret.
 */
import { Secret, TOTP } from 'otpauth';

const periodMs = 30_000;

export function totpNow(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/**
 * A code of a time step after `lastStep` (the staff member's last used one, null before any),
 * since the server accepts each step once: this step's, or the next one's (the server allows one
 * step of drift). Only when both are used already does this wait for the next step to begin.
 */
export async function unusedTotp(secret: string, lastStep: number | null): Promise<string> {
  let current = Math.floor(Date.now() / periodMs);
  if (lastStep !== null && lastStep > current) {
    await new Promise((resolve) => setTimeout(resolve, lastStep * periodMs - Date.now() + 100));
    current = Math.floor(Date.now() / periodMs);
  }
  const step = lastStep === null ? current : Math.max(current, lastStep + 1);
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: step * periodMs,
  });
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
 * A bearer token for a staff member. With `secret` an unused code is sent (`lastStep` is the last
 * step the staff member used); without it the staff member
 * must not have a factor yet, and is enrolled: the secret is returned for later sign-ins.
 */
export async function staffApiSignIn(
  baseUrl: string,
  login: { username: string; password: string },
  secret?: string,
  lastStep: number | null = null,
): Promise<{ token: string; secret: string }> {
  const totp = secret ? await unusedTotp(secret, lastStep) : undefined;
  const reply = await post(`${baseUrl}/api/admin/auth/login`, { ...login, totp });
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
