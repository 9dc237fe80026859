/**
 * A new member's first visit: open an account with an invite code, sign out, sign back in, try
 * every language, and sign out again, reading each screen as they go.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, uniqueAccount } from '../support/browser';
import {
  containing,
  expectLanguage,
  expectText,
  expectToast,
  masked,
  openApp,
  say,
  signOut,
  submitRegister,
  submitSignIn,
  memberPassword,
  type Language,
} from './steps';

const browser = browserForFile();
let page: Page;
const account = uniqueAccount();

beforeAll(async () => {
  page = await browser.phone();
});

async function expectHome(language: Language): Promise<void> {
  await page.getByTestId('home-page').waitFor();
  await expectText(page.getByTestId('home-greeting'), say(language, 'home.greeting', { account: masked(account) }));
  await expectText(page.getByTestId('tab-home'), containing(say(language, 'tabs.home')));
  expect(await page.getByTestId('tab-home').getAttribute('aria-current')).toBe('page');
}

async function expectMine(language: Language): Promise<void> {
  await page.getByTestId('user-center-page').waitFor();
  await expectText(page.getByTestId('user-center-page').locator('h1'), say(language, 'user.title'));
  // The tab may carry an unread count beside its label.
  await expectText(page.getByTestId('tab-mine'), containing(say(language, 'tabs.mine')));
  expect(await page.getByTestId('tab-mine').getAttribute('aria-current')).toBe('page');
  await expectText(page.getByTestId('menu-language'), containing(say(language, `languages.${language}`)));
  await expectText(page.getByTestId('user-kyc'), say(language, 'user.kyc.unverified'));
}

describe('sign-up journey', () => {
  it('opens an account with an invite code and lands signed in on home', async () => {
    await openApp(page, '/login/start');
    await expectText(page.getByTestId('start-register'), say('jp', 'start.register'));
    await expectLanguage(page, 'jp');

    await page.getByTestId('start-register').click();
    await expectText(page.getByTestId('register-page').locator('h1'), say('jp', 'register.title'));
    await submitRegister(page, { account });
    await expectToast(page, say('jp', 'register.success'));
    await expectHome('jp');
    await screenshot(page, 'sign-up-home-jp');
  });

  it('signs out from mine, then signs in again with the agreement ticked', async () => {
    await page.getByTestId('tab-mine').click();
    await expectMine('jp');
    expect(await page.getByTestId('user-account').innerText()).toContain(account);
    await screenshot(page, 'sign-up-mine-jp');
    await signOut(page, 'jp');
    await expectText(page.getByTestId('login-page').locator('h1'), say('jp', 'login.title'));
    await screenshot(page, 'sign-up-signed-out-jp');

    await submitSignIn(page, account, memberPassword);
    await expectToast(page, say('jp', 'login.success'));
    await expectHome('jp');
  });

  it('switches language on the language screen, and every screen follows', async () => {
    for (const language of ['en', 'tw', 'jp'] as const) {
      await page.getByTestId('tab-mine').click();
      await page.getByTestId('user-center-page').waitFor();
      await page.getByTestId('menu-language').click();
      await page.getByTestId(`lang-option-${language}`).click();
      await expectLanguage(page, language);
      await expect.poll(() => page.getByTestId(`lang-option-${language}`).getAttribute('aria-checked')).toBe('true');
      await expectText(page.getByTestId('language-page').locator('h1'), say(language, 'changeLang.title'));
      await screenshot(page, `sign-up-language-${language}`);

      await page.getByTestId('nav-back').click();
      await expectMine(language);
      await screenshot(page, `sign-up-mine-${language}`);
      await page.getByTestId('tab-home').click();
      await expectHome(language);
      await screenshot(page, `sign-up-home-${language}`);
    }
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('jp');
  });

  it('asks before signing out; cancel stays, confirm lands on sign-in', async () => {
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('sign-out').click();
    await expectText(page.getByRole('dialog'), containing(say('jp', 'user.signOutTitle')));
    // A new member has no passkey: the phone number and password are how they sign in again.
    await expectText(page.getByRole('dialog'), containing(say('jp', 'user.signOutBody')));
    await screenshot(page, 'sign-up-sign-out-dialog-jp');
    await page.getByTestId('sign-out-cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expectMine('jp');

    await signOut(page, 'jp');
    await expectText(page.getByTestId('login-page').locator('h1'), say('jp', 'login.title'));
    expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull();
    await openApp(page, '/home/index');
    await expectText(page.getByTestId('home-greeting'), say('jp', 'home.greetingGuest'));
    await screenshot(page, 'sign-up-signed-out-home-jp');
  });

  it('reads the signed-out screens in every language, chosen on the start screen', async () => {
    for (const language of ['en', 'tw', 'jp'] as const) {
      await openApp(page, '/login/start');
      await page.getByTestId(`lang-option-${language}`).click();
      await expectLanguage(page, language);
      await expectText(page.getByTestId('start-register'), say(language, 'start.register'));
      await screenshot(page, `sign-up-start-${language}`);
      await page.getByTestId('start-sign-in').click();
      await expectText(page.getByTestId('login-page').locator('h1'), say(language, 'login.title'));
      await expectText(page.getByTestId('login-submit'), say(language, 'login.submit'));
      await screenshot(page, `sign-up-sign-in-${language}`);
      await page.getByTestId('login-to-register').click();
      await expectText(page.getByTestId('register-page').locator('h1'), say(language, 'register.title'));
      await expectText(page.getByTestId('register-submit'), say(language, 'register.submit'));
      await screenshot(page, `sign-up-register-${language}`);
    }
  });
});
