/**
 * A member and staff talk in two browsers: the member opens "Customer service" from home and
 * writes; staff find the conversation unread in the back-office inbox and answer; the answer
 * appears on the member's open screen without a reload, and a second answer puts a badge on the
 * home shortcut until "Online support" opens it. The screen is then read in Traditional Chinese
 * and Japanese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { adminLogin } from '../support/global-setup';
import { openDesk, signInStaff } from '../admin/steps';
import { expectText, open, registerMember, say, signIn } from '../member/steps';

const account = uniqueAccount();
const question = 'My deposit has not arrived yet.\nThe reference is D00000042.';
const firstAnswer = 'Thank you, we are checking the transfer now.';
const secondAnswer = 'It has arrived and is credited.';

let browser: Browser;
let phone: { context: BrowserContext; page: Page };
let desk: { context: BrowserContext; page: Page };

beforeAll(async () => {
  await registerMember(account);
  browser = await launchBrowser();
  phone = await openPhone(browser);
  desk = await openDesk(browser);
  await signIn(phone.page, account, undefined, 'en');
});

afterAll(async () => {
  await phone?.context.close();
  await desk?.context.close();
  await browser?.close();
});

describe('customer service conversation', () => {
  it('opens from the home shortcut, checks the message before sending it, and sends it', async () => {
    const { page } = phone;
    await page.getByTestId('shortcut-customerService').click();
    await page.getByTestId('support-page').waitFor();
    await expectText(page.getByTestId('support-empty'), new RegExp(say('en', 'support.empty')));
    await page.getByTestId('support-send').click();
    await expectText(page.getByTestId('support-error'), say('en', 'support.textErrors.required'));
    await page.getByTestId('support-input').fill('x'.repeat(2_001));
    await page.getByTestId('support-send').click();
    await expectText(page.getByTestId('support-error'), say('en', 'support.textErrors.too_long', { max: '2,000' }));
    await page.getByTestId('support-input').fill(question);
    await page.getByTestId('support-send').click();
    await expectText(page.getByTestId('support-message-member').locator('p'), question);
    expect(await page.getByTestId('support-input').inputValue()).toBe('');
  });

  it('reaches the back-office inbox unread, where staff answer, and the answer appears live', async () => {
    const { page } = desk;
    await signInStaff(page, adminLogin.username, adminLogin.password, inject('adminTotpSecret'));
    await page.goto('/admin/#/support');
    const row = page.getByTestId(`support-conversation-${account}`);
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId(`support-unread-${account}`).innerText()).toBe('1');
    await row.click();
    await expectText(page.getByTestId('support-thread-member').last(), /has not arrived yet/);
    await page.getByTestId('support-reply-text').fill(firstAnswer);
    await page.getByTestId('support-reply-send').click();
    await expectText(page.getByTestId('support-thread-staff').last(), new RegExp(firstAnswer));
    await screenshot(page, 'admin-support-inbox');

    // The member's screen is still open: the answer arrives over the stream, without a reload.
    await expectText(phone.page.getByTestId('support-message-staff').locator('p'), firstAnswer);
    await screenshot(phone.page, 'support-conversation-en');
  });

  it('shows a badge on the home shortcuts for an unread answer, until the conversation is opened', async () => {
    const { page } = phone;
    await open(page, '/home/index');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('support-badge').count()).toBe(0);
    await desk.page.getByTestId('support-reply-text').fill(secondAnswer);
    await desk.page.getByTestId('support-reply-send').click();
    await expectText(page.getByTestId('shortcut-customerService').getByTestId('support-badge'), '1');
    await expectText(page.getByTestId('shortcut-onlineSupport').getByTestId('support-badge'), '1');
    await screenshot(page, 'support-home-badge-en');
    await page.getByTestId('shortcut-onlineSupport').click();
    await expectText(page.getByTestId('support-page').locator('h1'), say('en', 'support.onlineTitle'));
    await expectText(page.getByTestId('support-message-staff').last().locator('p'), secondAnswer);
    await open(page, '/home/index');
    await page.getByTestId('home-page').waitFor();
    await expect.poll(() => page.getByTestId('support-badge').count()).toBe(0);
  });

  it.each(['tw', 'jp'] as const)('reads the conversation in %s', async (language) => {
    const { page } = phone;
    await page.goto(`/index.html?lang=${language}#/user/support`);
    await expectText(page.getByTestId('support-page').locator('h1'), say(language, 'support.title'));
    await expectText(page.getByTestId('support-message-staff').first().locator('span').first(), say(language, 'support.staff'));
    await screenshot(page, `support-conversation-${language}`);
    await open(page, '/home/index');
    await expectText(page.getByTestId('shortcut-onlineSupport'), say(language, 'nav.onlineSupport'));
    await screenshot(page, `support-home-${language}`);
  });
});
