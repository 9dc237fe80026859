/**
 * Which language a visitor sees: Japanese by default, English when a link says `?lang=en`
 * (before or after the hash), and whatever they chose last time once they have chosen.
 */
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from '../support/browser';
import { expectLanguage, expectText, say, type Language } from './steps';

const browser = browserForFile();
let page: Page;

// Every case starts as a first visit: nothing stored.
beforeEach(async () => {
  page = await browser.phone();
});

/** The start screen as a visitor reads it: the tagline, both buttons, the ticked language. */
async function expectStartIn(language: Language): Promise<void> {
  await expectLanguage(page, language);
  await expectText(page.getByTestId('start-sign-in'), say(language, 'start.signIn'));
  await expectText(page.getByTestId('start-register'), say(language, 'start.register'));
  await expectText(page.getByTestId('start-page').locator('p').first(), say(language, 'start.tagline'));
  await expect.poll(() => page.getByTestId(`lang-option-${language}`).getAttribute('aria-checked')).toBe('true');
}

/** The address after the app has applied `?lang=`: the parameter is gone from both parts. */
function expectNoLangInAddress(): void {
  const url = new URL(page.url());
  expect(url.searchParams.has('lang')).toBe(false);
  expect(url.hash).not.toContain('lang=');
}

describe('language', () => {
  it('is Japanese on a first visit', async () => {
    await page.goto('/');
    await expectStartIn('jp');
    expect(new URL(page.url()).hash).toBe('#/login/start');
    await screenshot(page, 'language-default-jp');
  });

  it('follows ?lang=en before the hash, forgets the parameter and remembers the choice', async () => {
    await page.goto('/?lang=en#/login/start');
    await expectStartIn('en');
    expectNoLangInAddress();
    await screenshot(page, 'language-address-en');

    await page.reload();
    await expectStartIn('en');
    await page.goto('/#/login/login');
    await expectText(page.getByTestId('login-page').locator('h1'), say('en', 'login.title'));
  });

  it('follows ?lang=en after the hash, on an inner screen', async () => {
    await page.goto('/#/login/login?lang=en');
    await expectLanguage(page, 'en');
    await expectText(page.getByTestId('login-page').locator('h1'), say('en', 'login.title'));
    await expectText(page.getByTestId('login-submit'), say('en', 'login.submit'));
    expectNoLangInAddress();
    expect(new URL(page.url()).hash).toBe('#/login/login');

    await page.reload();
    await expectLanguage(page, 'en');
    await expectText(page.getByTestId('login-page').locator('h1'), say('en', 'login.title'));
  });

  it('keeps a stored choice over the default, and a link’s choice over the stored one', async () => {
    await page.goto('/');
    await expectStartIn('jp');
    await page.getByTestId('lang-option-tw').click();
    await expectStartIn('tw');
    await page.reload();
    await expectStartIn('tw');
    await screenshot(page, 'language-stored-tw');

    await page.goto('/?lang=en#/login/start');
    await expectStartIn('en');
    await page.goto('/#/login/start');
    await page.reload();
    await expectStartIn('en');
  });

  it('switches when a link with ?lang= is followed inside the open app', async () => {
    await page.goto('/#/login/start');
    await expectStartIn('jp');
    // A hash change: the app stays loaded and reads the parameter from the new address.
    await page.evaluate(() => (window.location.hash = '#/login/login?lang=en'));
    await expectText(page.getByTestId('login-page').locator('h1'), say('en', 'login.title'));
    await expectLanguage(page, 'en');
    await page.goto('/#/login/start');
    await page.reload();
    await expectStartIn('en');
  });

  // Known bug (reported): inside the open app the parameter stays in the address, and while it is
  // there the language screen cannot change the language (the address puts it back at once).
  // Vitest fails this run when the bug is fixed: then drop `.fails`.
  it('drops ?lang= from the address once applied inside the app, so another choice still sticks', async () => {
    await page.goto('/#/login/start');
    await expectStartIn('jp');
    await page.evaluate(() => (window.location.hash = '#/user/changeLang?lang=en'));
    await expectLanguage(page, 'en');
    await page.getByTestId('lang-option-jp').click();
    await screenshot(page, 'language-in-app-link-then-jp');
    expectNoLangInAddress();
    await expectLanguage(page, 'jp');
    await page.reload();
    await expectLanguage(page, 'jp');
  });

  it('ignores an unknown ?lang=', async () => {
    await page.goto('/?lang=xx#/login/start');
    await expectStartIn('jp');
  });
});
