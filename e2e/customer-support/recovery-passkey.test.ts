/**
 * A member who forgot the password and holds a passkey (Chromium's virtual authenticator): from
 * "Forgot password" on sign-in they sign in with the passkey, confirm with it once more and set a
 * new password; the old one stops working and the new one works. The app is opened at
 * `localhost`, since a passkey is bound to a domain. The screen is read in tw and jp too.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneViewport, screenshot, uniqueAccount } from '../support/browser';
import { signOut } from '../shell/steps';
import { expectText, expectToast, open, password, registerMember, say, signIn, staff } from '../member/steps';

const baseUrl = inject('baseUrl').replace('127.0.0.1', 'localhost');
const account = uniqueAccount();
const newPassword = 'momiji2027';
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function loginStatus(secret: string): Promise<{ status: number; code?: string }> {
  const response = await fetch(`${baseUrl}/api/vue/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: secret, agree: true }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

beforeAll(async () => {
  // Recovery right after adding the passkey; the cool-down before it has its own journey (member/passkey-takeover.test.ts).
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
  await staff('/config/set', { name: 'passkeyCoolDownHours', value: '24' }).catch(() => undefined);
  await context?.close();
  await browser?.close();
});

describe('recovery with a passkey', () => {
  it('adds a passkey and signs out', async () => {
    await signIn(page, account, undefined, 'en');
    await open(page, '/user/passkeys');
    await page.getByTestId('passkeys-empty').waitFor();
    await page.locator('#passkey-name').fill('Test phone');
    await page.getByTestId('passkey-add').click();
    await page.getByTestId('passkey-add-password').fill(password);
    await page.getByTestId('passkey-add-confirm').click();
    await expectToast(page, say('en', 'security.added'));
    await open(page, '/user/usercenter');
    await signOut(page, 'en');
  });

  it('signs in with the passkey from "Forgot password" and sets a new password', async () => {
    await page.getByTestId('login-forgot').click();
    await page.getByTestId('forgot-page').waitFor();
    await expectText(page.getByTestId('forgot-without-passkey'), /our staff/);
    await screenshot(page, 'recovery-forgot-en');
    await page.getByTestId('forgot-passkey').click();
    await page.getByTestId('reset-password-page').waitFor();
    await page.locator('#reset-new').fill(newPassword);
    await page.locator('#reset-confirm').fill('different1');
    await page.getByTestId('reset-submit').click();
    await expectText(
      page.getByTestId('reset-password-page').getByText(say('en', 'fields.passwords_differ')),
      say('en', 'fields.passwords_differ'),
    );
    await page.locator('#reset-confirm').fill(newPassword);
    await screenshot(page, 'recovery-reset-en');
    await page.getByTestId('reset-submit').click();
    await expectToast(page, say('en', 'recovery.done'));
    await page.getByTestId('home-page').waitFor();
    expect(await loginStatus(password)).toMatchObject({ status: 422, code: 'credentials_invalid' });
    expect((await loginStatus(newPassword)).status).toBe(200);
  });

  it.each(['tw', 'jp'] as const)('explains recovery in %s', async (language) => {
    await page.goto(`/index.html?lang=${language}#/login/forgot`);
    await expectText(page.getByTestId('forgot-page').locator('h1'), say(language, 'recovery.title'));
    await screenshot(page, `recovery-forgot-${language}`);
  });
});
