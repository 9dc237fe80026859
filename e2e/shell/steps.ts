/**
 * Steps the member-app journeys share: what a person types and taps, and what they should read.
 * Expected texts come from the app's own catalogs, so a reworded sentence does not break a journey,
 * while a screen in the wrong language (or showing a raw key) does.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, jp, tw, type Language } from '@kabuto/i18n';

export type { Language };
export const allLanguages: readonly Language[] = ['jp', 'en', 'tw'];
export const demoInviteCode = 'KABUTO';
export const memberPassword = 'kabuto2024';

const catalogs = { en, tw, jp } as const;

/** The catalog text of `key` (e.g. `tabs.mine`) in `language`, with `{{name}}` parameters filled in. */
export function say(language: Language, key: string, params: Record<string, string> = {}): string {
  let node: unknown = catalogs[language];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}`);
  return node.replace(/\{\{?\s*(\w+)\s*\}\}?/g, (_, name: string) => params[name] ?? `{{${name}}}`);
}

/** How a phone number is shown on shared screens: 090****0001. */
export function masked(account: string): string {
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}

/** A pattern that finds `text` anywhere, for elements that show more than one thing (a tab and its badge). */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/** Waits until the element shows exactly this text (or matches the pattern). */
export async function expectText(locator: Locator, expected: string | RegExp, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ timeout });
  const read = () => locator.first().innerText();
  if (typeof expected === 'string') await expect.poll(async () => (await read()).trim(), { timeout }).toBe(expected);
  else await expect.poll(read, { timeout }).toMatch(expected);
}

/** The toast currently shown, waited for; its text must be `expected`. */
export async function expectToast(page: Page, expected: string): Promise<void> {
  await expect.poll(() => page.getByTestId('toast').allInnerTexts(), { timeout: 10_000 }).toContain(expected);
}

/** `<html lang>`: ja, zh-TW or en. */
export const htmlLang: Record<Language, string> = { en: 'en', tw: 'zh-TW', jp: 'ja' };

export async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 }).toBe(htmlLang[language]);
}

/** Opens a screen of the app fresh (a full load), optionally with `?lang=` before the hash. */
export async function openApp(page: Page, route: string, language?: Language): Promise<void> {
  await page.goto(language ? `/?lang=${language}#${route}` : `/#${route}`);
}

/** Counts the calls the page makes to one API path, e.g. `/user/login`. */
export function countCalls(page: Page, apiPath: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/vue${apiPath}`) counter.count++;
  });
  return counter;
}

export interface RegisterForm {
  account: string;
  password?: string;
  confirmPassword?: string;
  inviteCode?: string;
}

/** Fills the register form (the page must already show it) and sends it. */
export async function submitRegister(page: Page, form: RegisterForm): Promise<void> {
  const password = form.password ?? memberPassword;
  await page.getByTestId('register-account').fill(form.account);
  await page.getByTestId('register-password').fill(password);
  await page.getByTestId('register-confirm-password').fill(form.confirmPassword ?? password);
  await page.getByTestId('register-invite-code').fill(form.inviteCode ?? demoInviteCode);
  await page.getByTestId('register-submit').click();
}

/** Fills the sign-in form (the page must already show it) and sends it. */
export async function submitSignIn(page: Page, account: string, password: string, agree = true): Promise<void> {
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-agree').setChecked(agree);
  await page.getByTestId('login-submit').click();
}

/** Opens an account through the API, for journeys that only need a member to exist. */
export async function registerByApi(page: Page, account: string, password = memberPassword): Promise<void> {
  const reply = await page.request.post('/api/vue/user/register', {
    data: { account, password, confirmPassword: password, inviteCode: demoInviteCode },
  });
  expect(reply.status()).toBe(200);
}

/** Signs in through the form, starting from a fresh load, and waits for home. */
export async function signIn(page: Page, account: string, password = memberPassword, language?: Language): Promise<void> {
  await openApp(page, '/login/login', language);
  await submitSignIn(page, account, password);
  await page.getByTestId('home-page').waitFor();
  await expectText(page.getByTestId('home-greeting'), containing(masked(account)));
}

/** From the mine screen: sign out, confirm, and land on sign-in with the signed-out toast. */
export async function signOut(page: Page, language: Language): Promise<void> {
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-out-confirm').click();
  await page.getByTestId('login-page').waitFor();
  await expectToast(page, say(language, 'user.signedOut'));
  expect(new URL(page.url()).hash).toBe('#/login/login');
}
