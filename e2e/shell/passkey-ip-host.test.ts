/**
 * A browser refuses a passkey for an IP address (a passkey is bound to a name), so on
 * `http://127.0.0.1:…`, as these journeys open the app, "Sign in with a passkey" says so at once in
 * the member's language, and asks the server nothing, instead of a prompt that never comes.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { countCalls, expectToast, openApp, say, type Language } from './steps';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

describe.each(['jp', 'en', 'tw'] as Language[])('a passkey at an IP address, in %s', (language) => {
  it('is refused with a translated reason naming the address, and nothing is asked of the server', async () => {
    await openApp(page, '/login/login', language);
    const host = new URL(page.url()).hostname;
    expect(host).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    const asked = countCalls(page, '/passkey/loginOptions');
    await page.getByTestId('login-passkey').click();
    await expectToast(page, say(language, 'errors.passkey_host', { host }));
    expect(asked.count).toBe(0);
  });
});
