/**
 * A member without a passkey who forgot the password: on "Forgot password" they send their phone
 * number and a new ID photo; staff compare it with the verified identity in the back office and
 * approve; the app then shows the approval and a "new password" form, which works once; the old
 * password stops working and the new one signs in. The screens are read in tw and jp too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { adminLogin } from '../support/global-setup';
import { openDesk, signInStaff } from '../admin/steps';
import { expectText, expectToast, password, pngPhoto, registerMember, review, say, staff, type Language } from '../member/steps';

const baseUrl = inject('baseUrl');
const account = uniqueAccount();
const newPassword = 'momiji2027';
let browser: Browser;
let phone: { context: BrowserContext; page: Page };

async function loginStatus(secret: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: secret, agree: true }),
  });
  return response.status;
}

/** Verifies the member's identity through the API: two photos, the form, the reviewer's approval. */
async function verifyIdentity(name: string): Promise<void> {
  const signedIn = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password, agree: true }),
  });
  const session = { token: ((await signedIn.json()) as { data: { token: string } }).data.token, account };
  const fileIds: string[] = [];
  for (const colour of [
    [30, 120, 200],
    [200, 120, 30],
  ] as const) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngPhoto(320, 200, colour))], { type: 'image/png' }), 'id.png');
    const uploaded = await fetch(`${baseUrl}/api/vue/user/upload`, { method: 'POST', headers: session, body: form });
    fileIds.push(((await uploaded.json()) as { data: { fileId: string } }).data.fileId);
  }
  await fetch(`${baseUrl}/api/vue/user/realName`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ name, idNumber: 'A123456789', frontImage: fileIds[0], backImage: fileIds[1] }),
  });
  await review('/kyc', account, true);
}

async function fileRequest(page: Page, language: Language, phoneNumber: string): Promise<void> {
  await page.goto(`/index.html?lang=${language}#/login/forgot`);
  // A request filed earlier on this phone is followed instead of offering a new one: forget it.
  await page.evaluate(() => window.localStorage.removeItem('kabutoRecoveryRequest'));
  await page.reload();
  await page.getByTestId('recovery-request-form').waitFor();
  await page.getByTestId('recovery-account').fill(phoneNumber);
  await page
    .getByTestId('recovery-photo')
    .setInputFiles({ name: 'new-id.png', mimeType: 'image/png', buffer: pngPhoto(320, 200, [30, 125, 195]) });
  await screenshot(page, `recovery-staff-form-${language}`);
  await page.getByTestId('recovery-send').click();
  await page.locator('[data-testid="recovery-status"][data-status="pending"]').waitFor();
  await expectText(page.getByTestId('recovery-status-text'), say(language, 'recovery.statusPending'));
}

beforeAll(async () => {
  await registerMember(account);
  await verifyIdentity('Suzuki Ichiro');
  browser = await launchBrowser();
  phone = await openPhone(browser);
});

afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

describe('recovery through staff review', () => {
  it('files a request with a new ID photo and is told only that staff will review it', async () => {
    await fileRequest(phone.page, 'en', account);
    await expectText(phone.page.getByTestId('recovery-status'), /If an account exists/);
    await screenshot(phone.page, 'recovery-staff-pending-en');
  });

  it('is approved by staff in the back office, comparing the photo with the verified identity', async () => {
    const desk = await openDesk(browser);
    try {
      await signInStaff(desk.page, adminLogin.username, adminLogin.password, inject('adminTotpSecret'));
      await desk.page.goto('/admin/#/recovery');
      const card = desk.page.locator('[data-testid^="recovery-request-"]').filter({ hasText: account });
      await card.waitFor();
      await expectText(card.locator('[data-testid^="recovery-kyc-"]'), /Suzuki Ichiro/);
      await card.locator('img').nth(2).waitFor();
      await screenshot(desk.page, 'admin-recovery-queue');
      await card.locator('[data-testid^="recovery-approve-"]').click();
      await desk.page.getByTestId('decision-confirm').click();
      // Decided, it leaves the pending list; all requests show it approved.
      await card.waitFor({ state: 'detached' });
      await desk.page.getByTestId('recovery-status-all').click();
      await expectText(card.locator('[data-testid^="recovery-status-"]'), /approved/i);
      await screenshot(desk.page, 'admin-recovery-decided');
    } finally {
      await desk.context.close();
    }
  });

  it('shows the approval in the app and sets the new password once', async () => {
    const { page } = phone;
    await page.getByTestId('recovery-check').click();
    await page.locator('[data-testid="recovery-status"][data-status="approved"]').waitFor();
    await expectText(page.getByTestId('recovery-status-text'), /JST/);
    await page.locator('#recovery-new').fill(newPassword);
    await page.locator('#recovery-confirm').fill(newPassword);
    await screenshot(page, 'recovery-staff-approved-en');
    await page.getByTestId('recovery-save').click();
    await expectToast(page, say('en', 'recovery.resetDone'));
    await page.getByTestId('login-submit').waitFor();
    expect(await loginStatus(password)).toBe(422);
    expect(await loginStatus(newPassword)).toBe(200);
    // The token is forgotten on this device: "Forgot password" offers a fresh request.
    await page.goto('/index.html?lang=en#/login/forgot');
    await page.getByTestId('recovery-request-form').waitFor();
  });

  it.each([
    { language: 'tw', approve: true },
    { language: 'jp', approve: false },
  ] as const)('files and follows a request in $language (approved: $approve)', async ({ language, approve }) => {
    const other = uniqueAccount();
    await registerMember(other);
    await fileRequest(phone.page, language, other);
    await screenshot(phone.page, `recovery-staff-pending-${language}`);
    const list = await staff<{ items: { id: number; account: string }[] }>('/recovery/list', {
      status: 'pending',
      keyword: other,
      page: 1,
      size: 5,
    });
    const item = list.items.find((candidate) => candidate.account === other);
    await staff('/recovery/review', { id: item?.id, approve, reason: approve ? '' : '写真が本人確認書類と一致しません' });
    await phone.page.getByTestId('recovery-check').click();
    await phone.page.locator(`[data-testid="recovery-status"][data-status="${approve ? 'approved' : 'rejected'}"]`).waitFor();
    if (!approve) await expectText(phone.page.getByTestId('recovery-status-text'), /一致しません/);
    await screenshot(phone.page, `recovery-staff-${approve ? 'approved' : 'rejected'}-${language}`);
  });
});
