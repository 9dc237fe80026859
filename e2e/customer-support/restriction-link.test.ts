/**
 * A restriction's "contact customer service" leads to the conversation: a member whose trading
 * staff suspended is refused an order, and the refusal in the order's estimate links to customer service.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, sql, uniqueAccount } from '../support/browser';
import { arrangeReadyMember } from '../member/arrange';
import { expectText, open, openFundsAllDay, say, signIn, staff } from '../member/steps';

const account = uniqueAccount();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  await openFundsAllDay();
  await arrangeReadyMember(account, { depositYen: 500_000, fundPassword: '246810' });
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a restriction links to customer service', () => {
  it('refuses an order of a member whose trading is suspended, with a link to the conversation', async () => {
    const { rows } = await sql('SELECT id FROM members WHERE account = $1', [account]);
    await staff('/users/restrict', { userId: rows[0]?.id, flags: { tradeBarred: true }, reason: 'Under review' });
    await signIn(page, account, undefined, 'en');
    await open(page, '/market/marketBuy?symbol=4434&direction=long');
    // The order's estimate is refused already, with the restriction and the way to ask.
    await expectText(page.getByTestId('order-estimate-error'), /Trading is suspended/, 15_000);
    expect(await page.getByTestId('order-review').isEnabled()).toBe(false);
    await screenshot(page, 'restriction-order-en');
    await page.getByTestId('restriction-contact-link').click();
    await page.getByTestId('support-page').waitFor();
    await expectText(page.getByTestId('support-page').locator('h1'), say('en', 'support.title'));
  });
});
