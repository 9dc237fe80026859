/** Steps many tests share: members, staff, images, verified identities. */
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type Session = {
  token: string;
  account: string;
};

let nextAccount = 1_000;

/** Registers a fresh member with the demo invite code and returns the session headers. */
export async function signUp(app: TestApp, password = 'hanami2026'): Promise<Session> {
  const account = `08${String(nextAccount++).padStart(8, '0')}`;
  const reply = await app.call('/user/register', { account, password, confirmPassword: password, inviteCode: 'KABUTO' });
  expect(reply.statusCode).toBe(200);
  return { token: reply.body.data.token, account };
}

/** The TOTP secrets staff enrolled in each test app, by username, so later sign-ins can compute codes. */
const staffSecrets = new WeakMap<TestApp, Map<string, string>>();
const totpPeriodMs = 30_000;

export function totpCode(secret: string, at: Date): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

/**
 * A code the server takes now, of a time step after the last one the staff member used (each is
 * accepted once): this step's, or the next one's (one step of drift is allowed). When both are
 * used, a real staff member would wait for the next step; tests keep their clock where they set
 * it (often back to a fixed noon), so the record of the used step is set back instead of every
 * time-dependent test seeing its clock move.
 */
async function unusedTotp(app: TestApp, username: string, secret: string): Promise<string> {
  const current = Math.floor(app.clock.now.getTime() / totpPeriodMs);
  const { rows } = await app.db.pool.query<{ totp_last_step: string | null }>(
    'SELECT totp_last_step FROM staff WHERE username = $1',
    [username],
  );
  let last = rows[0]?.totp_last_step == null ? current - 1 : Number(rows[0].totp_last_step);
  if (last > current) {
    await app.db.pool.query('UPDATE staff SET totp_last_step = $2 WHERE username = $1', [username, current - 1]);
    last = current - 1;
  }
  return totpCode(secret, new Date(Math.max(current, last + 1) * totpPeriodMs));
}

/** Signs staff in as the back office does: enrols the second factor the first time, sends an unused code afterwards. */
export async function staffSignIn(app: TestApp, username: string, password: string): Promise<string> {
  const secrets = staffSecrets.get(app) ?? new Map<string, string>();
  staffSecrets.set(app, secrets);
  const known = secrets.get(username);
  const totp = known ? await unusedTotp(app, username, known) : undefined;
  const reply = await app.admin('/auth/login', { username, password, totp });
  expect(reply.statusCode).toBe(200);
  if (reply.body.data.token) return reply.body.data.token;
  const secret: string = reply.body.data.enroll.secret;
  const enrolled = await app.admin('/auth/enroll', {
    enrollToken: reply.body.data.enrollToken,
    totp: totpCode(secret, app.clock.now),
  });
  expect(enrolled.statusCode).toBe(200);
  secrets.set(username, secret);
  return enrolled.body.data.token;
}

export function ownerToken(app: TestApp): Promise<string> {
  return staffSignIn(app, 'admin', 'owner-pass-1');
}

export async function staffToken(app: TestApp, role: 'owner' | 'reviewer' | 'support'): Promise<string> {
  const username = `${role}-${nextAccount++}`;
  await app.admin('/staff/save', { username, role, password: 'staff-pass-1' }, await ownerToken(app));
  return staffSignIn(app, username, 'staff-pass-1');
}

export function image(format: 'png' | 'jpeg' | 'webp' = 'png', size = 64): Promise<Buffer> {
  const canvas = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return canvas.toFormat(format).toBuffer();
}

/** Posts a multipart upload the way a browser form does. */
export async function upload(app: TestApp, session: Session, bytes: Buffer, fieldName = 'file', fileName = 'id.png') {
  const form = new FormData();
  form.append(fieldName, new Blob([new Uint8Array(bytes)]), fileName);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/vue/user/upload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...session, 'content-type': encoded.headers.get('content-type') ?? '' },
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Uploads two photos and submits them; returns the submission's id in the review queue. */
export async function submitVerification(app: TestApp, session: Session, name = 'Yamada Taro'): Promise<number> {
  const front = (await upload(app, session, await image('png'))).body.data.fileId;
  const back = (await upload(app, session, await image('jpeg'))).body.data.fileId;
  const reply = await app.call('/user/realName', { name, idNumber: 'AB1234567', frontImage: front, backImage: back }, session);
  expect(reply.body).toMatchObject({ status: 1, data: { kycStatus: 'pending' } });
  const queue = await app.admin(
    '/kyc/list',
    { status: 'pending', keyword: session.account, page: 1, size: 5 },
    await ownerToken(app),
  );
  return queue.body.data.items[0].id;
}

export async function verifiedMember(app: TestApp, name = 'Yamada Taro'): Promise<Session> {
  const session = await signUp(app);
  const id = await submitVerification(app, session, name);
  const decision = await app.admin('/kyc/review', { id, approve: true, reason: '' }, await ownerToken(app));
  expect(decision.statusCode).toBe(200);
  return session;
}

export async function rowCount(app: TestApp, table: string): Promise<number> {
  return Number((await app.db.pool.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
}

/** A weekday noon in Japan (Wednesday 25 November 2026, 12:00 JST), inside deposit and withdrawal hours. */
export const businessNoon = new Date('2026-11-25T03:00:00Z');

/** Deposits `yen` for a verified member and has the owner pass it. */
export async function deposit(app: TestApp, session: Session, yen: string): Promise<void> {
  const channels = (await app.call('/funds/depositChannels', {}, session)).body.data;
  const requested = await app.call('/funds/deposit', { channelId: channels[0].id, amount: yen, currency: 'JPY' }, session);
  expect(requested.statusCode).toBe(200);
  const owner = await ownerToken(app);
  const queue = await app.admin('/deposits/list', { status: 'pending', keyword: session.account, page: 1, size: 5 }, owner);
  const decision = await app.admin('/deposits/review', { id: queue.body.data.items[0].id, approve: true }, owner);
  expect(decision.statusCode).toBe(200);
}

/** A verified member with `yen` deposited, a fund password 246810 and a card ready for withdrawals. */
export async function fundedMember(app: TestApp, yen = '500000'): Promise<Session & { cardId: number }> {
  const session = await verifiedMember(app);
  await deposit(app, session, yen);
  await app.call(
    '/user/setFundPassword',
    { loginPassword: 'hanami2026', fundPassword: '246810', confirmFundPassword: '246810' },
    session,
  );
  const card = await app.call(
    '/user/addBankCard',
    {
      holderName: 'Yamada Taro',
      holderNameKana: 'ヤマダ タロウ',
      cardNumber: String(1_000_000 + nextAccount++),
      accountType: 'futsu',
      bankName: 'MUFG',
      branchName: 'Ginza',
      branchCode: '001',
    },
    session,
  );
  expect(card.statusCode).toBe(200);
  return { ...session, cardId: card.body.data.id };
}

export async function available(
  app: TestApp,
  session: Session,
  currency = 'JPY',
): Promise<{ available: string; frozen: string }> {
  const info = await app.call('/user/info', {}, session);
  if (info.statusCode !== 200) throw new Error(`/user/info answered ${JSON.stringify(info.body)}`);
  const balances: { currency: string; available: string; frozen: string }[] = info.body.data.balances;
  return balances.find((balance) => balance.currency === currency) ?? { available: '0', frozen: '0' };
}

export async function expectBooksBalanced(app: TestApp): Promise<void> {
  const rows: { currency: string; sum: string; mismatches: number }[] = (
    await app.admin('/ledger/trialBalance', {}, await ownerToken(app))
  ).body.data;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect({ currency: row.currency, sum: row.sum, mismatches: row.mismatches }).toEqual({
      currency: row.currency,
      sum: expect.stringMatching(/^0(\.0+)?$/),
      mismatches: 0,
    });
  }
}
