/**
 * Mistakes on the sign-in and register forms: each shows its own message, in the member's
 * language, under the field it is about (or in a toast when the server refuses), and a form the
 * browser already knows is wrong is not sent at all.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import {
  countCalls,
  expectLanguage,
  expectText,
  expectToast,
  openApp,
  registerByApi,
  say,
  submitRegister,
  submitSignIn,
  memberPassword,
  type Language,
} from './steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each(['jp', 'en'] as const)('forms in %s', (language: Language) => {
  let context: BrowserContext;
  let page: Page;
  const member = uniqueAccount();

  beforeAll(async () => {
    ({ context, page } = await openPhone(browser));
    await registerByApi(page, member);
  });

  afterAll(async () => {
    await context?.close();
  });

  /** Japanese is the default: it is reached without asking for it. */
  async function open(route: string): Promise<void> {
    await openApp(page, route, language === 'jp' ? undefined : language);
    await expectLanguage(page, language);
  }

  it('refuses to sign in without the agreement, and sends nothing', async () => {
    await open('/login/login');
    const logins = countCalls(page, '/user/login');
    await page.getByTestId('login-submit').click();
    await expectText(page.getByTestId('login-account-error'), say(language, 'fields.required'));
    await expectText(page.getByTestId('login-password-error'), say(language, 'fields.required'));
    await expectText(page.getByTestId('login-agree-error'), say(language, 'fields.agreement_required'));

    await submitSignIn(page, member, memberPassword, false);
    await expect.poll(() => page.getByTestId('login-account-error').count()).toBe(0);
    await expectText(page.getByTestId('login-agree-error'), say(language, 'fields.agreement_required'));
    await screenshot(page, `validation-sign-in-agreement-${language}`);
    expect(logins.count).toBe(0);
    expect(page.url()).toContain('#/login/login');
  });

  it('says the same thing for a wrong password and for an unknown account', async () => {
    await open('/login/login');
    const logins = countCalls(page, '/user/login');
    const credentials = say(language, 'errors.credentials_invalid');
    await submitSignIn(page, member, 'wrong-pass-1');
    await expectToast(page, credentials);
    await screenshot(page, `validation-sign-in-wrong-password-${language}`);

    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await submitSignIn(page, uniqueAccount(), 'wrong-pass-1');
    await expectToast(page, credentials);
    expect(logins.count).toBe(2);
    await page.getByTestId('login-page').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull();
  });

  it('explains a short phone number, a weak password and a mismatch under the fields', async () => {
    await open('/login/register');
    const registers = countCalls(page, '/user/register');
    await submitRegister(page, { account: '090123456', password: 'abcdefgh' });
    await expectText(page.getByTestId('register-account-error'), say(language, 'fields.not_phone_number'));
    await expectText(page.getByTestId('register-password-error'), say(language, 'fields.password_rule'));
    await screenshot(page, `validation-register-fields-${language}`);

    await submitRegister(page, { account: uniqueAccount(), confirmPassword: `${memberPassword}x` });
    await expect.poll(() => page.getByTestId('register-account-error').count()).toBe(0);
    await expect.poll(() => page.getByTestId('register-password-error').count()).toBe(0);
    await expectText(page.getByTestId('register-confirm-password-error'), say(language, 'fields.passwords_differ'));
    await screenshot(page, `validation-register-mismatch-${language}`);
    expect(registers.count).toBe(0);
  });

  it('shows the server’s refusals in a toast: unknown invite code, a taken number answered as a failed sign-in', async () => {
    await open('/login/register');
    // An earlier test's toast may still be on its way out.
    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0);
    const registers = countCalls(page, '/user/register');
    await submitRegister(page, { account: uniqueAccount(), inviteCode: 'NOSUCH1' });
    await expectToast(page, say(language, 'errors.inviter_not_found'));
    await screenshot(page, `validation-register-invite-code-${language}`);

    await expect.poll(() => page.getByTestId('toast').count(), { timeout: 10_000 }).toBe(0);
    await submitRegister(page, { account: member, password: 'other2026x' });
    // A number that has an account is answered as a sign-in with the typed password would be,
    // so the form does not tell anyone which numbers have accounts; the screen words it for itself.
    await expectToast(page, say(language, 'register.numberNotAvailable'));
    expect(registers.count).toBe(2);
    expect(page.url()).toContain('#/login/register');
  });
});
