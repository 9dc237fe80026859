/** Steps the back-office journeys share: a desk-sized browser window, signing in, reading antd widgets. */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { sql } from '../support/browser';
import { totpNow, unusedTotp } from '../support/staff-factor';

export const desktopViewport = { width: 1280, height: 800 } as const;

export async function openDesk(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: desktopViewport, baseURL: inject('baseUrl') });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Signs a staff member in from the sign-in screen and waits for the signed-in frame. With the
 * secret of their authenticator, a code from it is typed; without, this is their first sign-in:
 * the enrolment screen's key is read, a code confirmed, and the secret returned.
 */
export async function signInStaff(page: Page, username: string, password: string, secret?: string): Promise<string> {
  await page.goto('/admin/#/login');
  await page.getByTestId('signin-username').fill(username);
  await page.getByTestId('signin-password').fill(password);
  if (secret) await page.getByTestId('signin-totp').fill(await unusedTotp(secret, await lastTotpStep(username)));
  await page.getByTestId('signin-submit').click();
  let enrolled = secret;
  if (!enrolled) {
    enrolled = (await page.getByTestId('enrol-secret').locator('code').textContent({ timeout: 10_000 })) ?? '';
    await page.getByTestId('enrol-qr').waitFor();
    await page.getByTestId('enrol-code').fill(totpNow(enrolled));
    await page.getByTestId('enrol-submit').click();
    await page.getByTestId('enrol-recovery-codes').waitFor();
    await page.getByTestId('enrol-continue').click();
  }
  await expect.poll(() => page.getByTestId('header-username').textContent(), { timeout: 10_000 }).toBe(username);
  return enrolled;
}

/** The last TOTP time step the staff member used (the server accepts each once), read from its database. */
export async function lastTotpStep(username: string): Promise<number | null> {
  const { rows } = await sql('SELECT totp_last_step FROM staff WHERE username = $1', [username]);
  const step = (rows[0] as { totp_last_step: string | null } | undefined)?.totp_last_step;
  return step == null ? null : Number(step);
}

/** Waits until the element's text, trimmed, is exactly `expected`. */
export async function expectText(locator: Locator, expected: string, timeout = 10_000): Promise<void> {
  await expect.poll(async () => (await locator.textContent())?.trim(), { timeout }).toBe(expected);
}

/** Waits until the element's text contains every one of `parts`. */
export async function expectTextContaining(locator: Locator, parts: readonly string[], timeout = 10_000): Promise<void> {
  for (const part of parts) await expect.poll(async () => (await locator.textContent()) ?? '', { timeout }).toContain(part);
}

/** The menu's section keys as the signed-in staff member sees them. */
export async function menuSections(page: Page): Promise<string[]> {
  await page.getByTestId('menu-home').waitFor();
  const ids = await page
    .getByTestId('menu')
    .locator('[data-testid^="menu-"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^menu-/, ''));
}

/** The error antd shows under a form field, inside the given form or modal. */
export function fieldError(scope: Locator): Locator {
  return scope.locator('.ant-form-item-explain-error');
}

/** Picks an option of an antd Select by its label. */
/**
 * Picks `label` in an antd select and waits until the select shows it. A click that lands while
 * the dropdown is still sliding open can pick its neighbour (a "support" for a "reviewer"), so the
 * choice is read back and made again until it holds.
 */
export async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await expect
    .poll(async () => {
      await select.click();
      const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label });
      await option.waitFor();
      await page.waitForTimeout(200); // the dropdown's opening animation
      await option.click();
      return (await select.locator('.ant-select-selection-item').textContent()) ?? '';
    })
    .toContain(label);
}

/** Counts calls to one back-office API path, e.g. `/config/set`. */
export function countCalls(page: Page, apiPath: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/admin${apiPath}`) counter.count++;
  });
  return counter;
}
