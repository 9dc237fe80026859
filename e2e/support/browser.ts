/** Chromium from Debian at a phone's viewport, and helpers every journey uses. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

export const phoneViewport = { width: 390, height: 844 } as const;
const screenshotDir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export async function openPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: inject('baseUrl'),
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The browser of a test file, launched before its tests and closed after them with the phone
 * still open. `phone()` closes the previous phone and opens a fresh one (nothing stored).
 */
export function browserForFile(): { phone(): Promise<Page> } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    async phone() {
      if (!browser) throw new Error('the browser is launched before the tests');
      await context?.close();
      const opened = await openPhone(browser);
      context = opened.context;
      return opened.page;
    },
  };
}

/** Saves a PNG under test-results/screenshots (kept as a test artifact, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** How many numbers this journey file has taken, from a random start so that files differ too. */
let accountsTaken = Math.floor(Math.random() * 100);

/**
 * A phone number no other journey uses: the clock's last six digits of milliseconds, then a count
 * of the numbers taken. Two numbers taken in the same millisecond (a journey's member and its
 * rival, made side by side) differ in the count; a random last two digits collided one time in 100.
 */
export function uniqueAccount(): string {
  accountsTaken += 1;
  return `07${String(Date.now()).slice(-6)}${String(accountsTaken % 100).padStart(2, '0')}`;
}

/** Runs SQL on the server's database, for arranging a state no member call can reach. */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}
