/**
 * A member with a passkey, in Chromium's virtual authenticator (a platform authenticator that
 * keeps discoverable credentials and verifies the user at once): adds a passkey in Settings,
 * signs out, signs back in with it and no account typed, withdraws after confirming with it,
 * and finds a withdrawal without that confirmation refused. The app is opened at `localhost`,
 * since a passkey is bound to a domain and an IP address is none.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneViewport, screenshot, uniqueAccount } from '../support/browser';
import { signOut } from '../shell/steps';
import {
  expectText,
  expectToast,
  open,
  openFundsAllDay,
  password,
  registerMember,
  review,
  say,
  signIn,
  staff,
  submitVerification,
} from './steps';

const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost');
const account = uniqueAccount();
const fundPassword = '246810';
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function memberCall<Data>(path: string, body: unknown, session?: { token: string; account: string }) {
  const response = await fetch(`${baseUrl}/api/vue${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ?? {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { status: number; code?: string; data: Data } };
}

async function apiSession() {
  const reply = await memberCall<{ token: string }>('/user/login', { account, password, agree: true });
  return { token: reply.body.data.token, account };
}

beforeAll(async () => {
  await openFundsAllDay();
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '0' });
  // The journey withdraws with a passkey just added; its cool-down has a journey of its own (passkey-takeover.test.ts).
  await staff('/config/set', { name: 'passkeyCoolDownHours', value: '0' });
  await registerMember(account);
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: baseUrl,
  });
  page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
});

afterAll(async () => {
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '24' }).catch(() => undefined);
  await staff('/config/set', { name: 'passkeyCoolDownHours', value: '24' }).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('passkeys journey', () => {
  it('gets ready: verified, with a fund password, a card and a deposit', async () => {
    await signIn(page, account, undefined, 'jp');
    await open(page, '/user/bandCard');
    await submitVerification(page, {
      name: 'Tanaka Hana',
      idNumber: 'JP-445566',
      colours: [
        [20, 90, 160],
        [160, 90, 20],
      ],
    });
    await review('/kyc', account, true);
    await open(page, '/user/setPassword');
    await page.getByTestId('fund-password-login').fill(password);
    await page.getByTestId('fund-password-new').fill(fundPassword);
    await page.getByTestId('fund-password-confirm').fill(fundPassword);
    await page.getByTestId('fund-password-submit').click();
    await expectToast(page, say('jp', 'fundPassword.set'));
    await open(page, '/user/WithCard');
    await page.getByTestId('card-cardNumber').fill('1234567');
    await page.getByTestId('card-holderNameKana').fill('サトウ ケンジ');
    await page.getByTestId('card-bankName').fill('三井住友銀行');
    await page.getByTestId('card-branchName').fill('本店');
    await page.getByTestId('card-branchCode').fill('100');
    await page.getByTestId('card-submit').click();
    await expectToast(page, say('jp', 'addCard.added'));
    const session = await apiSession();
    const channels = (await memberCall<{ id: number }[]>('/funds/depositChannels', {}, session)).body.data;
    await memberCall('/funds/deposit', { channelId: channels[0]?.id, amount: '100000', currency: 'JPY' }, session);
    await review('/deposits', account, true);
  });

  it('adds a passkey in Settings under a name', async () => {
    await open(page, '/user/setting');
    await page.getByTestId('menu-passkeys').click();
    await page.getByTestId('passkeys-empty').waitFor();
    await page.locator('#passkey-name').fill('テスト端末');
    await page.getByTestId('passkey-add').click();
    await page.getByTestId('passkey-add-password').fill(password);
    await page.getByTestId('passkey-add-confirm').click();
    await expectToast(page, say('jp', 'security.added'));
    await expectText(page.getByTestId('passkeys-list').getByTestId('passkey-name'), 'テスト端末');
    await screenshot(page, 'member-passkeys');
  });

  it('signs out, then signs in with the passkey and no account typed', async () => {
    await open(page, '/user/usercenter');
    // The dialog says the passkey signs them in again, not only the phone number and password.
    await page.getByTestId('sign-out').click();
    await expectText(page.getByRole('dialog'), new RegExp(say('jp', 'user.signOutBodyPasskey')));
    await page.getByTestId('sign-out-cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await signOut(page, 'jp');
    await page.getByTestId('login-passkey').waitFor();
    await screenshot(page, 'member-sign-in-passkey');
    await page.getByTestId('login-passkey').click();
    await page.getByTestId('home-page').waitFor();
    await expectToast(page, say('jp', 'login.success'));
  });

  it('refuses a withdrawal that was not confirmed with the passkey, and holds nothing', async () => {
    const session = await apiSession();
    const cards = (await memberCall<{ id: number }[]>('/user/bankCards', {}, session)).body.data;
    const reply = await memberCall(
      '/funds/withdraw',
      { bankCardId: cards[0]?.id, amount: '10000', currency: 'JPY', fundPassword },
      session,
    );
    expect({ status: reply.status, code: reply.body.code }).toEqual({ status: 403, code: 'step_up_required' });
    const records = await memberCall<{ items: unknown[] }>('/funds/records', { type: 'withdraw', page: 1, size: 10 }, session);
    expect(records.body.data.items).toEqual([]);
  });

  it('withdraws after confirming with the passkey', async () => {
    await open(page, '/user/withdraw');
    await page.getByTestId('withdraw-amount').fill('20000');
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-fund-password').fill(fundPassword);
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-done').waitFor();
    await expectText(page.getByTestId('withdraw-order'), /W\d{8}/);
  });

  it('shows the signed-in devices, this one marked', async () => {
    await open(page, '/user/setting');
    await page.getByTestId('menu-sessions').click();
    await page.getByTestId('sessions-list').waitFor();
    await expectText(page.getByTestId('sessions-list').locator('li').first().getByTestId('session-device'), /./);
    expect(await page.getByTestId('sessions-list').locator('li').count()).toBeGreaterThanOrEqual(2);
    await expectText(page.getByTestId('sessions-list'), new RegExp(say('jp', 'security.thisDevice')));
    await screenshot(page, 'member-sessions');
  });
});
