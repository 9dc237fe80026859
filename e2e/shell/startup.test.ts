/**
 * The app mounts only once `/common/config` has answered. When it cannot, the visitor reads why in
 * their language and can try again; when it does, the page carries the configured title. The first
 * screen follows the start-up spinner directly; when its code cannot be downloaded, the visitor is
 * told so in their language and can load the app again.
 */
import type { Page, Route } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, uniqueAccount } from '../support/browser';
import { countCalls, expectLanguage, expectText, memberPassword, registerByApi, say, type Language } from './steps';

const configUrl = '**/api/vue/common/config';
const browser = browserForFile();
let page: Page;

beforeEach(async () => {
  page = await browser.phone();
});

async function expectRetryScreen(language: Language): Promise<void> {
  const failed = page.getByTestId('startup-failed');
  await expectText(failed.locator('h2'), say(language, 'app.startupFailedTitle'));
  await expectText(failed.locator('p'), say(language, 'app.startupFailedBody'));
  await expectText(page.getByTestId('startup-retry'), say(language, 'app.retry'));
  expect(await page.getByTestId('start-page').count()).toBe(0);
}

async function expectStartScreen(language: Language): Promise<void> {
  await page.getByTestId('start-page').waitFor();
  await expectText(page.getByTestId('start-sign-in'), say(language, 'start.signIn'));
  expect(await page.getByTestId('startup-failed').count()).toBe(0);
}

describe('start-up', () => {
  it('offers a retry in Japanese when the settings cannot be reached, and starts once they can', async () => {
    await page.route(configUrl, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expectLanguage(page, 'jp');
    await expectRetryScreen('jp');
    await screenshot(page, 'startup-failed-jp');

    await page.unroute(configUrl);
    await page.getByTestId('startup-retry').click();
    await expectStartScreen('jp');
    expect(await page.title()).toBe('Kabuto');
  });

  it('offers a retry in English when the server answers 500, and retries as often as asked', async () => {
    const configCalls = countCalls(page, '/common/config');
    const fail = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":0,"code":"internal","msg":"boom"}' });
    await page.route(configUrl, fail);
    await page.goto('/?lang=en#/login/start');
    await expectRetryScreen('en');
    await screenshot(page, 'startup-failed-en');

    await page.getByTestId('startup-retry').click();
    await expect.poll(() => configCalls.count).toBe(2);
    await expectRetryScreen('en');

    await page.unroute(configUrl, fail);
    await page.getByTestId('startup-retry').click();
    await expectStartScreen('en');
    expect(configCalls.count).toBe(3);
    // No toast on top of the retry screen: the screen itself says what went wrong.
    expect(await page.getByTestId('toast').count()).toBe(0);
  });

  it('says in Traditional Chinese that Kabuto is starting up while the server is not ready, and starts by itself once it is', async () => {
    const starting = (route: Route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"status":0,"code":"starting_up","msg":"Kabuto is starting up. Please try again in a moment."}',
      });
    await page.route(configUrl, starting);
    await page.goto('/?lang=tw#/login/start');
    const screen = page.getByTestId('startup-starting');
    await expectText(screen.locator('h2'), say('tw', 'app.startingUpTitle'));
    await expectText(screen.locator('p'), say('tw', 'errors.starting_up'));
    expect(await page.getByTestId('startup-failed').count()).toBe(0);
    await screenshot(page, 'startup-starting-tw');

    // No tap needed: the app asks again by itself every few seconds.
    await page.unroute(configUrl, starting);
    await expectStartScreen('tw');
  });

  it('titles the page with the configured title, not the one in index.html', async () => {
    await page.route(configUrl, async (route) => {
      const reply = await route.fetch();
      const body = (await reply.json()) as { data: { name: string; value: string }[] };
      const data = body.data.map((entry) => (entry.name === 'title' ? { ...entry, value: 'Kabuto Staging' } : entry));
      await route.fulfill({ response: reply, json: { ...body, data } });
    });
    await page.goto('/');
    await expectStartScreen('jp');
    expect(await page.title()).toBe('Kabuto Staging');
  });

  it('carries the server’s own title ("Kabuto") with nothing in the way', async () => {
    await page.goto('/');
    await expectStartScreen('jp');
    expect(await page.title()).toBe('Kabuto');
  });

  it('names its start-up code as one script and one style sheet, beside the bundler’s runtime', async () => {
    // Each file more is one more request before anything shows, on a phone's six connections to the
    // server (the `entry` chunk group in apps/web/vite.config.ts).
    const served = await (await page.request.get('/')).text();
    const files = [...served.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map(([, file]) =>
      (file ?? '').replace(/-[\w-]{8}\.(js|css)$/, '.$1'),
    );
    expect(files.sort()).toEqual(['index.css', 'index.js', 'rolldown-runtime.js']);
  });

  it('shows the first screen straight after the start-up spinner, with no second loading screen', async () => {
    // Every loading screen mounted before the start screen shows, told apart by the element itself.
    await page.addInitScript(() => {
      const seen: Element[] = [];
      Reflect.set(window, 'loadingScreens', seen);
      new MutationObserver(() => {
        for (const element of Array.from(document.querySelectorAll('[data-testid="page-loading"]')))
          if (!seen.includes(element) && !document.querySelector('[data-testid="start-page"]')) seen.push(element);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/#/login/start');
    await expectStartScreen('jp');
    expect(await page.evaluate(() => (Reflect.get(window, 'loadingScreens') as Element[]).length)).toBe(1);
  });

  it('asks for a signed-in member’s figures with the settings, not after home’s code, and only once', async () => {
    const account = uniqueAccount();
    await registerByApi(page, account);
    const reply = await page.request.post('/api/vue/user/login', { data: { account, password: memberPassword, agree: true } });
    const session = ((await reply.json()) as { data: { token: string; account: string } }).data;
    await page.addInitScript(({ token, account }) => {
      localStorage.setItem('tokend', token);
      localStorage.setItem('account', account);
    }, session);
    const infoCalls = countCalls(page, '/user/info');
    // Home's code is held back until the figures have been asked for: asked for only once home
    // has rendered, they never would be, and home would never show.
    let infoAsked = (): void => undefined;
    const asked = new Promise<void>((resolve) => (infoAsked = resolve));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/vue/user/info') infoAsked();
    });
    let held = false;
    await page.route('**/assets/home-page-*.js', async (route: Route) => {
      held = true;
      await asked;
      await route.continue();
    });

    await page.goto('/#/home/index');
    await expectText(page.getByTestId('home-total-assets'), /¥/);
    // Home's chunk was really the one held back (a renamed chunk would make this test hold nothing).
    expect(held).toBe(true);
    expect(infoCalls.count).toBe(1);
  });

  it('says in English that a screen could not be loaded when its code cannot be downloaded, and loads again on retry', async () => {
    const startPageCode = '**/assets/start-page-*.js';
    await page.route(startPageCode, (route) => route.abort('connectionrefused'));
    await page.goto('/?lang=en#/login/start');
    const failed = page.getByTestId('route-error');
    await expectText(failed.locator('h2'), say('en', 'app.loadFailedTitle'));
    await expectText(page.getByTestId('route-retry'), say('en', 'app.retry'));
    expect(await page.getByTestId('start-page').count()).toBe(0);
    await screenshot(page, 'route-error-en');

    await page.unroute(startPageCode);
    await page.getByTestId('route-retry').click();
    await expectStartScreen('en');
  });
});
