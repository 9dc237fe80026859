/**
 * The installable app: the page names a manifest that an install needs (name, standalone, start
 * URL, 192/512 and maskable icons, theme colour) and registers a service worker; once it controls
 * the page, going offline and reloading still shows the app's shell with the offline mark, and
 * coming back online takes the mark away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { expectText, open, registerMember, say, signIn } from '../member/steps';

const account = uniqueAccount();
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface Manifest {
  name: string;
  display: string;
  start_url: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

beforeAll(async () => {
  await registerMember(account);
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('installable app', () => {
  it('names a manifest an install needs and registers a service worker', async () => {
    await signIn(page, account, undefined, 'en');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href ?? '')).json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Kabuto', display: 'standalone', theme_color: '#17357a' });
    expect(manifest.start_url).toMatch(/^\/index\.html/);
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect([icon.src, response.status(), response.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    // Chromium's own verdict on whether the page can be installed (what Lighthouse's check asked).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test browsers run in a private context, which alone keeps Chromium from offering an install.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    // A second CDP session left open would keep the offline emulation below from reaching the page.
    await cdp.detach();
  });

  it('opens offline with the shell and the offline mark, and drops the mark back online', async () => {
    // A worker installed by this page controls it from the next load on.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await open(page, '/home/index');
    await page.getByTestId('home-page').waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-page').waitFor({ timeout: 15_000 });
    await expectText(page.getByTestId('offline-mark'), say('en', 'app.offlineMark'));
    await screenshot(page, 'offline-home-en');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-mark').count(), { timeout: 10_000 }).toBe(0);
  });
});
