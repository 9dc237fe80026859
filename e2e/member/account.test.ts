/**
 * A new member makes their account ready for money: sets a fund password, has their identity
 * verified (two photos, approved by a reviewer), adds a bank card, reads their notices and
 * invite code, and changes their password, which signs out their other device.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import {
  expectText,
  expectToast,
  open,
  openFundsAllDay,
  password,
  pngPhoto,
  registerMember,
  review,
  rowText,
  say,
  signIn,
} from './steps';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const account = uniqueAccount();
const realName = 'Sato Hanako';
const idNumber = 'AB1234567';
const cardNumber = '1230123';

beforeAll(async () => {
  await openFundsAllDay();
  await registerMember(account);
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function openMine(): Promise<void> {
  await page.getByTestId('tab-mine').click();
  await page.getByTestId('user-center-page').waitFor();
}

describe('account journey', () => {
  it('sets a fund password, with the form saying what is missing or does not match', async () => {
    await openMine();
    await expectText(page.getByTestId('menu-fundPassword-extra'), say('en', 'user.notSet'));
    await page.getByTestId('menu-fundPassword').click();
    await expectText(page.getByTestId('fund-password-page').locator('h1'), say('en', 'fundPassword.setTitle'));

    await page.getByTestId('fund-password-submit').click();
    await expectText(page.getByTestId('fund-password-login-error'), say('en', 'fields.required'));
    await expectText(page.getByTestId('fund-password-new-error'), say('en', 'fields.required'));
    await expectText(page.getByTestId('fund-password-confirm-error'), say('en', 'fields.required'));

    await page.getByTestId('fund-password-login').fill(password);
    await page.getByTestId('fund-password-new').fill('12ab');
    await page.getByTestId('fund-password-confirm').fill('123457');
    await expectText(page.getByTestId('fund-password-new-error'), say('en', 'fields.fund_password_rule'));
    await expectText(page.getByTestId('fund-password-confirm-error'), say('en', 'fields.passwords_differ'));
    await expect(page.getByTestId('fund-password-login-error').count()).resolves.toBe(0);

    await page.getByTestId('fund-password-new').fill('123456');
    await page.getByTestId('fund-password-confirm').fill('123456');
    await page.getByTestId('fund-password-submit').click();
    await expectToast(page, say('en', 'fundPassword.set'));
    await page.getByTestId('user-center-page').waitFor();
    await expectText(page.getByTestId('menu-fundPassword-extra'), say('en', 'user.isSet'));
  });

  it('is asked to verify before adding a card', async () => {
    await page.getByTestId('menu-bankCards').click();
    await expectText(page.getByTestId('cards-need-verification').locator('h2'), say('en', 'cards.needVerification'));
    await page.getByTestId('cards-need-verification-verify').click();
    await page.getByTestId('verification-page').waitFor();
  });

  it('submits name, ID number and both photos, watching them upload', async () => {
    await expectText(page.getByTestId('verification-state').locator('h2'), say('en', 'user.kyc.unverified'));
    await page.getByTestId('verification-submit').click();
    await expectText(page.getByTestId('verification-name-error'), say('en', 'fields.required'));
    await expectText(page.getByTestId('verification-front-error'), say('en', 'fields.required'));

    await page.getByTestId('verification-name').fill(realName);
    await page.getByTestId('verification-id-number').fill(idNumber);
    await page
      .getByTestId('verification-front')
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngPhoto(640, 400, [40, 90, 200]) });
    await page
      .getByTestId('verification-back')
      .setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: pngPhoto(640, 400, [200, 90, 40]) });
    await expectText(page.getByTestId('verification-front-state'), say('en', 'photo.uploaded'));
    await expectText(page.getByTestId('verification-back-state'), say('en', 'photo.uploaded'));
    // The previews are the server's stored copies, fetched with the session: real images, drawn.
    for (const side of ['front', 'back']) {
      const preview = page.getByTestId(`verification-${side}-preview`);
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 }).toBe(640);
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    }
    await screenshot(page, 'member-verification-form');

    await page.getByTestId('verification-submit').click();
    await expectToast(page, say('en', 'verification.submitted'));
    await expectText(page.getByTestId('verification-state').locator('h2'), say('en', 'user.kyc.pending'));
    await expect(page.getByTestId('verification-form').count()).resolves.toBe(0);
  });

  it('shows the identity as verified once a reviewer approves it', async () => {
    await review('/kyc', account, true);
    await page.reload();
    await expectText(page.getByTestId('verification-state').locator('h2'), say('en', 'user.kyc.verified'));
    expect(await rowText(page, 'verification-details', 'name')).toBe(realName);
    expect(await rowText(page, 'verification-details', 'idNumber')).toBe('AB*****67');
  });

  it('adds a bank card in the verified name and sees it masked and cooling down', async () => {
    await open(page, '/user/BankCard');
    await expectText(page.getByTestId('cards-empty').locator('h2'), say('en', 'cards.empty'));
    await page.getByTestId('cards-add').click();
    await page.getByTestId('add-card-page').waitFor();
    expect(await page.getByTestId('card-holderName').inputValue()).toBe(realName);

    // Only Japanese accounts: no Indian account to pick, no IFSC or UPI field.
    await expect(page.getByTestId('card-type-india_bank_account').count()).resolves.toBe(0);
    await expect(page.getByTestId('card-ifsc').count()).resolves.toBe(0);
    expect(await page.getByTestId('card-cardNumber').getAttribute('inputmode')).toBe('numeric');
    expect(await page.getByTestId('card-branchCode').getAttribute('inputmode')).toBe('numeric');

    await page.getByTestId('card-cardNumber').fill('123456');
    await page.getByTestId('card-branchCode').fill('01');
    await page.getByTestId('card-holderNameKana').fill('Sato Hanako');
    await page.getByTestId('card-submit').click();
    await expectText(page.getByTestId('card-cardNumber-error'), say('en', 'fields.account_number_rule'));
    await expectText(page.getByTestId('card-branchCode-error'), say('en', 'fields.branch_code_rule'));
    await expectText(page.getByTestId('card-holderNameKana-error'), say('en', 'fields.holder_kana_rule'));

    // The same form in each language, filled in, for the screenshots; it is sent in the last (tw).
    for (const language of ['jp', 'en', 'tw'] as const) {
      await page.goto(`/index.html?lang=${language}#/user/WithCard`);
      await page.getByTestId('add-card-page').waitFor();
      await page.getByTestId('card-bankName').fill('Mizuho Bank');
      await page.getByTestId('card-branchName').fill('Tokyo Main');
      await page.getByTestId('card-branchCode').fill('001');
      await page.getByTestId('card-type-toza').click();
      await page.getByTestId('card-cardNumber').fill(cardNumber);
      await page.getByTestId('card-holderNameKana').fill('サトウ ハナコ');
      await screenshot(page, `member-add-bank-account-${language}`);
    }
    await page.getByTestId('card-submit').click();
    await expectToast(page, say('tw', 'addCard.added'));

    await page.getByTestId('cards-list').waitFor();
    await expectText(page.getByTestId('card-number'), '••• 0123');
    await expectText(page.getByTestId('card-type-label'), say('tw', 'cards.accountTypes.toza'));
    expect(await page.getByTestId('cards-list').innerText()).toContain('サトウ ハナコ');
    expect(await page.getByTestId('cards-list').innerText()).not.toContain(cardNumber);
    await screenshot(page, 'member-bank-cards-tw');
    await page.goto('/index.html?lang=en#/user/BankCard');
    await expectText(page.getByTestId('card-cooling'), /Cooling down: can receive withdrawals from .*2\d{3}/);
    await expectText(page.getByTestId('cards-cooldown-note'), say('en', 'cards.cooldownExplain', { hours: '24' }));
    await screenshot(page, 'member-bank-cards');
  });

  it('reads its notices, and the unread count on the mine tab goes down', async () => {
    await open(page, '/user/usercenter');
    const badge = page.getByTestId('tab-mine-badge');
    await badge.waitFor();
    const unread = Number(await badge.getAttribute('data-count'));
    // The sign-in, the fund password, the verification and the card each left a notice.
    expect(unread).toBeGreaterThanOrEqual(4);

    await page.getByTestId('menu-messages').click();
    await expectText(page.getByTestId('messages-unread'), say('en', 'messages.unreadCount', { count: String(unread) }));
    const newest = page.getByTestId('messages-list').locator('li').first();
    await expectText(newest.locator('button'), /Bank card added/);
    await newest.locator('button').click();
    await expectText(newest.getByTestId('message-body'), /ending in 0123/);
    await expectText(page.getByTestId('messages-unread'), say('en', 'messages.unreadCount', { count: String(unread - 1) }));
    await expect.poll(() => newest.getAttribute('data-read')).toBe('true');

    await open(page, '/user/usercenter');
    await expect.poll(() => page.getByTestId('tab-mine-badge').getAttribute('data-count')).toBe(String(unread - 1));
  });

  it('shows its invite code with a QR code, and the link opens registration with the code filled in', async () => {
    await page.getByTestId('menu-profile').click();
    expect(await rowText(page, 'profile', 'name')).toBe(realName);
    const code = await rowText(page, 'invite', 'code');
    expect(code).toMatch(/^[A-Z0-9]+$/);
    const image = page.getByTestId('invite-qr-image');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), { timeout: 10_000 }).toBe(256);
    const link = await rowText(page, 'invite', 'link');
    expect(link).toMatch(new RegExp(`/#/login/register\\?invite=${code}$`));
    await screenshot(page, 'member-profile');

    const { context: friendContext, page: friend } = await openPhone(browser);
    try {
      await friend.goto(link.replace('/#/', '/index.html#/'));
      await friend.getByTestId('register-page').waitFor();
      expect(await friend.getByTestId('register-invite-code').inputValue()).toBe(code);
    } finally {
      await friendContext.close();
    }
  });

  it('changes its password, and the other device is sent to sign in', async () => {
    const { context: otherContext, page: other } = await openPhone(browser);
    try {
      await signIn(other, account, password, 'en');
      await open(page, '/user/loginPassword');
      await page.getByTestId('password-old').fill('wrong-password-1');
      await page.getByTestId('password-new').fill('newpass2025');
      await page.getByTestId('password-confirm').fill('newpass2026');
      await page.getByTestId('password-confirm').press('Tab');
      await expectText(page.getByTestId('password-confirm-error'), say('en', 'fields.passwords_differ'));
      await page.getByTestId('password-confirm').fill('newpass2025');
      await page.getByTestId('password-submit').click();
      await expectToast(page, say('en', 'errors.old_password_wrong'));

      await page.getByTestId('password-old').fill(password);
      await page.getByTestId('password-submit').click();
      await expectToast(page, say('en', 'password.changed'));
      await page.getByTestId('user-center-page').waitFor();

      // The other device learns it at its next call to the server.
      await other.getByTestId('tab-mine').click();
      await expectToast(other, say('en', 'errors.session_ended'));
      await other.getByTestId('login-page').waitFor();

      // This device stays signed in, and the new password is the one that works.
      await page.reload();
      await page.getByTestId('user-total-assets').waitFor();
      await signIn(other, account, 'newpass2025', 'en');
    } finally {
      await otherContext.close();
    }
  });
});
