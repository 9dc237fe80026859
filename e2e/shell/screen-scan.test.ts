/**
 * No text of another language and no unformatted number on the signed-in screens. The journey
 * opens each screen in jp, tw and en, waits for its figures, and reads every visible text: in en no
 * Chinese or Japanese script, in tw no kana, in jp no Latin word outside a short list of the words
 * Japanese screens write in Latin letters (JST, JPY, IPO …); in every language no number of four or
 * more digits without its grouping (`12345`, not `12,345`) and no date as the database writes it
 * (`2026-12-29`). Data (stock names, bank names, the member's own number) is left out by its test id.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall } from '../member/arrange';
import { open, openFundsAllDay, signIn, type Language } from '../member/steps';
import { findStrays, type ShownText } from './screen-scan-rules';

const account = uniqueAccount();
const symbol = '4434';

/** Each screen with the test id it shows once its figures are in. */
const screens = [
  { name: 'home', route: '/home/index', ready: 'home-assets' },
  { name: 'market', route: '/market/market', ready: 'market-list' },
  { name: 'stock', route: `/market/marketDetail?symbol=${symbol}`, ready: 'kline-chart' },
  { name: 'positions', route: '/position/position', ready: 'positions-page' },
  { name: 'orders', route: '/trade/orders', ready: 'orders-page' },
  { name: 'fund-records', route: '/user/FundingDetails', ready: 'record-amount' },
  { name: 'mine', route: '/user/usercenter', ready: 'user-total-assets' },
  { name: 'deposit-transfer', route: '/user/rechargeChannel?currency=JPY&amount=100000', ready: 'deposit-channel-bank' },
  { name: 'loans', route: '/user/jk', ready: 'loan-page' },
  { name: 'tax', route: '/user/tax', ready: 'tax-year' },
  { name: 'nisa', route: '/user/nisa', ready: 'nisa-open' },
  { name: 'ipos', route: '/market/subscribe', ready: 'ipo-list-page' },
  { name: 'offers', route: '/common/dividend', ready: 'block-page' },
  { name: 'copy-trading', route: '/gdindex/gdindex', ready: 'copy-strategies-page' },
  { name: 'rewards', route: '/user/pj', ready: 'rewards-page' },
  { name: 'settings', route: '/user/setting', ready: 'settings-page' },
] as const;

let browser: Browser;

beforeAll(async () => {
  await openFundsAllDay();
  const session = await arrangeReadyMember(account, { depositYen: 1_500_000, fundPassword: '135790' });
  // A holding, an order and a fee: the screens show figures of four digits and more.
  await memberCall(session, '/trade/order', {
    symbol,
    direction: 'long',
    type: 'market',
    lots: 1,
    leverage: 1,
    product: 'normal',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every visible text node of the page, with the test ids of the elements around it. */
function shownTexts(page: Page): Promise<ShownText[]> {
  return page.evaluate(() => {
    const found: { text: string; testIds: string[] }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, [aria-hidden="true"]')) continue;
      if (parent.getClientRects().length === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      const testIds: string[] = [];
      for (let element: Element | null = parent; element; element = element.parentElement) {
        const id = element.getAttribute('data-testid');
        if (id) testIds.push(id);
      }
      found.push({ text, testIds });
    }
    return found;
  });
}

/** Waits for the screen's figures: its ready mark shown, and no spinner or busy section left. */
async function openScreen(page: Page, route: string, ready: string): Promise<void> {
  await open(page, route);
  await page.getByTestId(ready).first().waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="page-loading"], [aria-busy="true"], .kb-spinner'),
    undefined,
    { timeout: 20_000 },
  );
}

describe.each<Language>(['jp', 'tw', 'en'])('the signed-in screens in %s', (language) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openPhone(browser));
    await signIn(page, account, undefined, language);
  });

  afterAll(async () => {
    await context?.close();
  });

  it.each(screens)('$name shows no other script and no unformatted number', async ({ name, route, ready }) => {
    await openScreen(page, route, ready);
    const strays = findStrays(await shownTexts(page), language);
    if (strays.length > 0) await screenshot(page, `scan-${name}-${language}`);
    expect(strays).toEqual([]);
  });
});
