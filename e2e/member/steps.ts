/**
 * Steps the member-area journeys share: the back office's part through its API (a reviewer's
 * decision, the hours set to always open), photos made in the test, and reading the app's screens
 * in the member's language (the texts come from the catalogs, as in the shell journeys).
 */
import { deflateSync, crc32 } from 'node:zlib';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { adminLogin } from '../support/global-setup';
import { lastTotpStep } from '../admin/steps';
import { staffApiSignIn } from '../support/staff-factor';
import { expectText, say, type Language } from '../shell/steps';

export { expectText, expectToast, say, type Language } from '../shell/steps';
export const inviteCode = 'KABUTO';
export const password = 'kabuto2024';

/**
 * Opens a screen of the app fresh. The app is asked for by its file name: the server answers a
 * bare `/` with 404 when the browser accepts compressed files (see the report of this change).
 */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(`/index.html#${route}`);
}

/** A call to the back office API as the owner, answering its data; any failure fails the test. */
export async function staff<Data = unknown>(path: string, body: Record<string, unknown> = {}): Promise<Data> {
  const baseUrl = inject('baseUrl');
  staffToken ??= (await staffApiSignIn(baseUrl, adminLogin, inject('adminTotpSecret'), await lastTotpStep(adminLogin.username)))
    .token;
  return post<Data>(`${baseUrl}/api/admin${path}`, body, { authorization: `Bearer ${staffToken}` });
}
let staffToken: string | undefined;

async function post<Data>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Data> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { status: number; data: Data; code?: string };
  if (reply.status !== 1) throw new Error(`${url} answered ${response.status} ${reply.code}`);
  return reply.data;
}

/** Deposits and withdrawals are taken around the clock while the journeys run. */
export async function openFundsAllDay(): Promise<void> {
  for (const [name, value] of [
    ['depositHours', '00:00-23:59'],
    ['withdrawHours', '00:00-23:59'],
    ['depositDays', 'all'],
    ['withdrawDays', 'all'],
  ]) {
    await staff('/config/set', { name, value });
  }
}

interface QueueItem {
  id: number;
  account: string;
  status: string;
}

/** The reviewer's decision on the member's one pending item in a queue (`/kyc`, `/deposits`, `/withdrawals`). */
export async function review(
  queue: '/kyc' | '/deposits' | '/withdrawals',
  account: string,
  approve: boolean,
  reason = '',
): Promise<void> {
  const list = await staff<{ items: QueueItem[] }>(`${queue}/list`, { status: 'pending', keyword: account, page: 1, size: 20 });
  const item = list.items.find((candidate) => candidate.account === account);
  if (!item) throw new Error(`nothing pending for ${account} in ${queue}`);
  await staff(`${queue}/review`, { id: item.id, approve, reason });
}

/** Opens an account through the API, for journeys that begin with an existing member. */
export async function registerMember(account: string): Promise<void> {
  await post(`${inject('baseUrl')}/api/vue/user/register`, { account, password, confirmPassword: password, inviteCode });
}

/** Signs in through the form and waits for home. */
export async function signIn(page: Page, account: string, secret = password, language: Language = 'en'): Promise<void> {
  await page.goto(`/index.html?lang=${language}#/login/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(secret);
  await page.getByTestId('login-agree').check();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
}

/** The text of a row of an info list (`<testId>-<key>`), as shown. */
export async function rowText(page: Page, testId: string, key: string): Promise<string> {
  const cell = page.getByTestId(`${testId}-${key}`);
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

/** Waits until the mine tab shows these yen totals (formatted as the app formats money). */
export async function expectTotals(page: Page, totals: { total: string; available: string; frozen: string }): Promise<void> {
  await expectText(page.getByTestId('user-total-assets'), totals.total);
  await expectText(page.getByTestId('user-available'), totals.available);
  await expectText(page.getByTestId('user-frozen'), totals.frozen);
}

/** `¥50,000.00`: yen as the app shows them, with the configured symbol. */
export function yen(amount: number): string {
  return `¥${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A real PNG (one colour, with a stripe so the two sides differ) that the server can decode and re-encode. */
export function pngPhoto(width: number, height: number, colour: readonly [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const stripe = y % 16 < 4;
    for (let x = 0; x < width; x++) row.set(stripe ? [255, 255, 255] : colour, 1 + x * 3);
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Fills in and submits the verification form on the screen (`/user/bandCard`, or where another
 * screen led), with two generated photos, and waits until it says the review is pending.
 */
export async function submitVerification(
  page: Page,
  identity: { name: string; idNumber: string; colours: readonly [front: Colour, back: Colour] },
): Promise<void> {
  await page.getByTestId('verification-name').fill(identity.name);
  await page.getByTestId('verification-id-number').fill(identity.idNumber);
  const [front, back] = identity.colours;
  await page
    .getByTestId('verification-front')
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: pngPhoto(320, 200, front) });
  await page
    .getByTestId('verification-back')
    .setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: pngPhoto(320, 200, back) });
  await expectText(page.getByTestId('verification-front-state'), say('jp', 'photo.uploaded'));
  await expectText(page.getByTestId('verification-back-state'), say('jp', 'photo.uploaded'));
  await page.getByTestId('verification-submit').click();
  await expectText(page.getByTestId('verification-state').locator('h2'), say('jp', 'user.kyc.pending'));
}

type Colour = readonly [number, number, number];
