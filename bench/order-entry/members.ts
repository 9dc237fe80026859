/**
 * Members ready to trade, made the way people become ready: register with the demo invite code,
 * upload two identity photos, submit the real name, have staff pass it, announce a deposit and
 * have staff credit it. Only the back-office owner's settings are changed to allow it at any hour
 * and in large amounts, through the same calls the back office makes.
 */
import { adminApi, memberApi } from '@kabuto/contracts';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { adminCall, memberCall, type Session } from './api';

export interface BackOffice {
  ownerToken: string;
  channelId: number;
}

const password = 'bench1234';

/** The owner of the fresh server enrols a second factor at this first sign-in, as staff do. */
async function ownerSignIn(baseUrl: string, owner: { username: string; password: string }): Promise<string> {
  const first = await adminCall(baseUrl, adminApi.login, owner);
  if (first.token) return first.token;
  if (!first.enroll || !first.enrollToken) throw new Error('the owner got neither a token nor an enrolment');
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(first.enroll.secret) }).generate();
  return (await adminCall(baseUrl, adminApi.enroll, { enrollToken: first.enrollToken, totp })).token;
}

/** Signs the owner in, opens deposits around the clock and adds a channel that takes `depositYen`. */
export async function prepareBackOffice(baseUrl: string, owner: { username: string; password: string }, depositYen: string) {
  const token = await ownerSignIn(baseUrl, owner);
  const settings = { depositDays: 'all', depositHours: '00:00-23:59', maxDeposit: depositYen };
  for (const [name, value] of Object.entries(settings)) await adminCall(baseUrl, adminApi.configSet, { name, value }, token);
  const channel = await adminCall(
    baseUrl,
    adminApi.channelsSave,
    {
      name: 'Bench transfer (JPY)',
      currency: 'JPY',
      min: '10000',
      max: depositYen,
      bankName: 'Mizuho Bank',
      branchName: 'Kabutocho',
      accountNumber: '7654321',
      accountName: 'Kabuto Securities Client Money',
    },
    token,
  );
  return { ownerToken: token, channelId: channel.id } satisfies BackOffice;
}

/** Posts a photo as a multipart form, as the app's identity screen does. */
async function uploadPhoto(
  baseUrl: string,
  session: Session,
  format: 'png' | 'jpeg',
  headers: Record<string, string>,
): Promise<string> {
  const canvas = sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 40 } } });
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await canvas.toFormat(format).toBuffer())]), `id.${format}`);
  const response = await fetch(`${baseUrl}/api/vue${memberApi.upload.path}`, {
    method: 'POST',
    body: form,
    headers: { ...session, ...headers },
  });
  const body = (await response.json()) as { status?: number; data?: unknown };
  if (!response.ok || body.status !== 1) throw new Error(`upload answered ${response.status}: ${JSON.stringify(body)}`);
  return memberApi.upload.reply.parse(body.data).fileId;
}

/**
 * A verified member with `depositYen` deposited. `headers` go with each of their calls (the
 * market-open bench gives each member an address of their own, as X-Forwarded-For).
 */
export async function fundedMember(
  baseUrl: string,
  account: string,
  depositYen: string,
  backOffice: BackOffice,
  headers: Record<string, string> = {},
): Promise<Session> {
  const { ownerToken, channelId } = backOffice;
  const registered = await memberCall(
    baseUrl,
    memberApi.register,
    { account, password, confirmPassword: password, inviteCode: 'KABUTO' },
    undefined,
    headers,
  );
  const session = { token: registered.token, account };
  const frontImage = await uploadPhoto(baseUrl, session, 'png', headers);
  const backImage = await uploadPhoto(baseUrl, session, 'jpeg', headers);
  await memberCall(
    baseUrl,
    memberApi.realName,
    { name: 'Bench Taro', idNumber: `BENCH${account}`, frontImage, backImage },
    session,
    headers,
  );
  const kyc = await adminCall(baseUrl, adminApi.kycList, { status: 'pending', keyword: account, page: 1, size: 5 }, ownerToken);
  const submission = kyc.items[0];
  if (!submission) throw new Error(`no pending identity check for ${account}`);
  await adminCall(baseUrl, adminApi.kycReview, { id: submission.id, approve: true, reason: '' }, ownerToken);

  const key = { ...headers, 'Idempotency-Key': `bench-deposit-${account}` };
  await memberCall(baseUrl, memberApi.deposit, { channelId, amount: depositYen, currency: 'JPY' }, session, key);
  const deposits = await adminCall(
    baseUrl,
    adminApi.depositsList,
    { status: 'pending', keyword: account, page: 1, size: 5 },
    ownerToken,
  );
  const deposit = deposits.items[0];
  if (!deposit) throw new Error(`no pending deposit for ${account}`);
  await adminCall(baseUrl, adminApi.depositsReview, { id: deposit.id, approve: true, reason: '' }, ownerToken);

  const info = await memberCall(baseUrl, memberApi.info, {}, session, headers);
  const yen = info.balances.find((balance) => balance.currency === 'JPY');
  if (yen?.available.replace(/\.0+$/, '') !== depositYen)
    throw new Error(`${account} has ${yen?.available ?? 'no'} yen available, not ${depositYen}`);
  return session;
}

/**
 * `count` verified members with `depositYen` each, a few at a time (each registration hashes a
 * password with argon2id, which takes a core for a while).
 */
export async function fundedMembers(baseUrl: string, count: number, depositYen: string, backOffice: BackOffice) {
  const accounts = Array.from({ length: count }, (_, index) => `07${String(index + 1).padStart(8, '0')}`);
  const members: Session[] = [];
  for (let start = 0; start < accounts.length; start += 4) {
    const batch = accounts.slice(start, start + 4);
    members.push(...(await Promise.all(batch.map((account) => fundedMember(baseUrl, account, depositYen, backOffice)))));
  }
  return members;
}
