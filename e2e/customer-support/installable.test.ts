/**
 * The installable app: after its first screen the app links a manifest that an install needs (name,
 * standalone, start URL, 192/512 and maskable icons, theme colour) and registers a service worker;
 * once it controls the page, going offline and reloading still shows the app's shell with the
 * offline mark, and coming back online takes the mark away. Offline, Mine and a position show the
 * member's last figures with the time they are from, and money buttons are disabled with the
 * reason. A new version's worker raises the "new version" prompt, and "Update" switches the page
 * to it.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, open, openFundsAllDay, say, signIn } from '../member/steps';

/** The service worker the test server serves, from the build under test. */
const workerFile = path.resolve(import.meta.dirname, '../../apps/web/dist/sw.js');
/** sw.js and the compressed copies the server sends instead when they exist (`scripts/build-apps.mjs`). */
const workerFiles = [workerFile, `${workerFile}.br`, `${workerFile}.gz`];
const account = uniqueAccount();
let session: MemberSession;
let positionId = 0;
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
  await openFundsAllDay();
  session = await arrangeReadyMember(account, { depositYen: 500_000, fundPassword: '135790' });
  await memberCall(session, '/trade/order', {
    symbol: '4434',
    direction: 'long',
    type: 'market',
    lots: 1,
    leverage: 1,
    product: 'normal',
  });
  const holding = await memberCall<{ items: { id: number }[] }>(session, '/trade/positions', { status: 'holding' });
  positionId = holding.items[0]?.id ?? 0;
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
});

// A test that fails while the browser is offline must not leave the next one offline.
afterEach(async () => {
  await context?.setOffline(false);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Makes the server answer `text` for sw.js, in each form it has. */
async function serveWorker(text: string): Promise<void> {
  await writeFile(workerFile, text);
  if (existsSync(`${workerFile}.br`)) await writeFile(`${workerFile}.br`, brotliCompressSync(text));
  if (existsSync(`${workerFile}.gz`)) await writeFile(`${workerFile}.gz`, gzipSync(text));
}

/** Whether the app's offline copy of the member's figures holds a query of this kind yet. */
async function keptCopyHas(page: Page, part: string): Promise<boolean> {
  const kept = await page.evaluate(() => localStorage.getItem('kb.queryCache') ?? '');
  return kept.includes(`"${part}"`);
}

describe('installable app', () => {
  it('names a manifest an install needs and registers a service worker', async () => {
    // The page as served fetches neither the manifest nor an icon while it starts: its icon is drawn
    // in, and the app links the manifest after its first screen.
    const served = await (await page.request.get('/')).text();
    expect(served).not.toContain('rel="manifest"');
    expect(served).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,');
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
    await expect.poll(() => keptCopyHas(page, 'info')).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('home-page').waitFor({ timeout: 15_000 });
    // Home shows the member's figures, so the mark gives the time they are from.
    await expect.poll(() => page.getByTestId('offline-mark').textContent()).toMatch(/^Offline · figures as of .+ JST$/);
    await screenshot(page, 'offline-home-en');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-mark').count(), { timeout: 10_000 }).toBe(0);
  });

  it('opens offline with the member’s last figures and their time, money buttons disabled with the reason', async () => {
    // Mine and a position, loaded online: their figures are what the offline app must show.
    await open(page, `/position/positionDetail?id=${positionId}`);
    await page.getByTestId('position-close').waitFor();
    expect(await page.getByTestId('position-close').isEnabled()).toBe(true);
    await open(page, '/user/usercenter');
    const total = page.getByTestId('user-total-assets');
    await total.waitFor();
    const online = await total.textContent();
    await expect.poll(() => keptCopyHas(page, 'info')).toBe(true);
    const [kept, token] = await page.evaluate(() => [
      localStorage.getItem('kb.queryCache') ?? '',
      localStorage.getItem('tokend'),
    ]);
    expect(token).toBeTruthy();
    expect(kept).not.toContain(token);

    await context.setOffline(true);
    await page.reload();
    await total.waitFor({ timeout: 15_000 });
    expect(await total.textContent()).toBe(online);
    // "Offline · figures as of Nov 27, 2026, 23:40 JST": the time the figures were loaded.
    await expect.poll(() => page.getByTestId('offline-mark').textContent()).toMatch(/^Offline · figures as of .+ JST$/);
    await screenshot(page, 'offline-mine-en');

    await open(page, `/position/positionDetail?id=${positionId}`);
    await page.getByTestId('position-close').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('position-close').isEnabled()).toBe(false);
    await expectText(page.getByTestId('offline-reason'), say('en', 'errors.offline'));
    await screenshot(page, 'offline-position-en');

    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('offline-mark').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => page.getByTestId('position-close').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByTestId('offline-reason').count()).toBe(0);
  });

  it('offline, a screen never loaded here says so instead of spinning, and prices are not called live', async () => {
    // Online, the market list streams: its label says live.
    await open(page, '/market/market');
    await page.getByTestId('market-list').waitFor();
    const feed = page.getByTestId('feed-status');
    await expect.poll(() => feed.getAttribute('data-state'), { timeout: 15_000 }).toBe('live');

    // The network drops while the app is open: the socket may still look open, the label must not.
    await context.setOffline(true);
    await expect.poll(() => feed.getAttribute('data-state')).toBe('offline');
    await expectText(feed, say('en', 'market.feedOffline'));
    expect(await feed.getAttribute('data-live')).toBe('false');
    await screenshot(page, 'offline-market-en');

    // Loans were never opened on this device: no figures to show, so the screen says why, not a spinner.
    await page.evaluate(() => {
      window.location.hash = '#/user/jk';
    });
    await expectText(page.getByTestId('page-offline'), say('en', 'app.offlineNotLoaded'));
    expect(await page.getByTestId('page-loading').count()).toBe(0);
    await screenshot(page, 'offline-loans-en');

    // Started offline too (a reload from the installed app's cache), on a screen never loaded here.
    await open(page, '/trade/orders');
    await expectText(page.getByTestId('page-offline').first(), say('en', 'app.offlineNotLoaded'), 15_000);
    expect(await page.getByTestId('page-loading').count()).toBe(0);

    // Back online, the paused screen loads by itself.
    await context.setOffline(false);
    await expect.poll(() => page.getByTestId('page-offline').count(), { timeout: 15_000 }).toBe(0);
    // The next test starts where the one before this left the page.
    await open(page, `/position/positionDetail?id=${positionId}`);
    await page.getByTestId('position-close').waitFor();
  });

  it('offers a new version in the prompt, and switches to it when "Update" is tapped', async () => {
    // What a deploy does: the server now answers a different sw.js (here the same one, marked).
    const originals = await Promise.all(workerFiles.map((file) => (existsSync(file) ? readFile(file) : null)));
    try {
      await serveWorker(`${originals[0]?.toString('utf8') ?? ''}\n// next version ${Date.now()}\n`);
      await page.evaluate(() => {
        sessionStorage.removeItem('controller-changed');
        navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('controller-changed', '1'));
        Object.assign(window, { beforeUpdate: true });
      });
      // The app checks for a new worker when it registers; asked again here rather than waiting for a
      // restart. An update asked while the app's own check is still running is folded into that check
      // (which read the old file), so it is asked until the browser has the new worker.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration();
              if (registration?.installing || registration?.waiting) return true;
              await registration?.update();
              return Boolean(registration?.installing || registration?.waiting);
            }),
          { timeout: 20_000 },
        )
        .toBe(true);
      await expectText(page.getByTestId('update-ready'), `${say('en', 'app.updateReady')} ${say('en', 'app.updateNow')}`, 20_000);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);
      await screenshot(page, 'update-ready-en');

      await page.getByTestId('update-now').click();
      // The waiting worker takes over and the page reloads under it.
      await expect.poll(() => page.evaluate(() => !('beforeUpdate' in window)), { timeout: 15_000 }).toBe(true);
      await page.getByTestId('position-close').waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('controller-changed'))).toBe('1');
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      expect(await page.getByTestId('update-ready').count()).toBe(0);
    } finally {
      await Promise.all(workerFiles.map((file, index) => originals[index] && writeFile(file, originals[index])));
    }
  });
});
