/** Steps many tests share: members, staff, images, verified identities. */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export type Session = {
  token: string;
  account: string;
};

let nextAccount = 1_000;

/** Registers a fresh member with the demo invite code and returns the session headers. */
export async function signUp(app: TestApp, password = 'abcd1234'): Promise<Session> {
  const account = `08${String(nextAccount++).padStart(8, '0')}`;
  const reply = await app.call('/user/register', { account, password, confirmPassword: password, inviteCode: 'KABUTO' });
  expect(reply.statusCode).toBe(200);
  return { token: reply.body.data.token, account };
}

export async function ownerToken(app: TestApp): Promise<string> {
  return (await app.admin('/auth/login', { username: 'admin', password: 'owner-pass-1' })).body.data.token;
}

export async function staffToken(app: TestApp, role: 'owner' | 'reviewer' | 'support'): Promise<string> {
  const username = `${role}-${nextAccount++}`;
  await app.admin('/staff/save', { username, role, password: 'staff-pass-1' }, await ownerToken(app));
  return (await app.admin('/auth/login', { username, password: 'staff-pass-1' })).body.data.token;
}

export function image(format: 'png' | 'jpeg' | 'webp' = 'png', size = 64): Promise<Buffer> {
  const canvas = sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  return canvas.toFormat(format).toBuffer();
}

/** Posts a multipart upload the way a browser form does. */
export async function upload(app: TestApp, session: Session, bytes: Buffer, fieldName = 'file', fileName = 'id.png') {
  const form = new FormData();
  form.append(fieldName, new Blob([bytes]), fileName);
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
