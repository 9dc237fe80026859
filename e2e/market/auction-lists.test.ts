/**
 * Pre-market and after-market at a phone's viewport, in Japanese (the default): from the home
 * shortcuts to each list, the auction named with its date and time in Japan time, a row's price
 * agreeing with the stock's quote, a tap through to the stock; then both screens' headings and
 * shortcuts in English and Traditional Chinese. The e2e server runs around the clock, so its
 * first step opens the day with an auction unless the day's session is already in its history
 * (after 15:30 in Tokyo), and no closing auction has printed until midnight: each list is checked
 * in whichever state the server is honestly in, and at least one of the two must have rows.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from '../support/browser';
import { expectText, openApp, say, type Language } from '../shell/steps';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

type Screen = 'preMarket' | 'afterMarket';
const expectedKind: Record<Screen, string> = { preMarket: 'opening_auction', afterMarket: 'closing_auction' };
const number = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** The list as shown, or null when the screen says there is no such auction yet. Checks either state. */
async function checkList(screen: Screen, language: Language): Promise<string | null> {
  const rowsOrEmpty = page.getByTestId(`${screen}-list`).or(page.getByTestId(`${screen}-empty`));
  await rowsOrEmpty.first().waitFor();
  if (await page.getByTestId(`${screen}-empty`).isVisible()) {
    await expectText(page.getByTestId(`${screen}-empty`).locator('h2'), say(language, `market.auctions.${screen}.emptyTitle`));
    return null;
  }
  const session = page.getByTestId(`${screen}-session`);
  expect(await session.getAttribute('data-kind')).toBe(expectedKind[screen]);
  const label = say(language, `market.auctions.sessions.${expectedKind[screen]}`, { time: '' }).replace(/ · $/, '');
  await expectText(session.locator('strong'), new RegExp(`^${label} · .+ JST$`));
  const first = page.getByTestId(`${screen}-list`).locator('li').first();
  const symbol = await first.getAttribute('data-symbol');
  if (!symbol) throw new Error('a row names its stock');
  // The row agrees with the stock's quote: the opening auction is its open, the closing auction the last close.
  const price = number(await first.getByTestId('auction-price').textContent());
  const reply = await page.request.post('/api/vue/market/quote', { data: { symbol } });
  const quote = (await reply.json()).data as { open: string; prevClose: string; last: string };
  expect(price).toBe(Number(screen === 'preMarket' ? quote.open : quote.prevClose));
  return symbol;
}

describe('pre-market and after-market', () => {
  it('lists the opening and closing auctions from the home shortcuts, and taps through to a stock', async () => {
    await openApp(page, '/home/index');
    await page.getByTestId('shortcut-preMarket').click();
    await page.getByTestId('preMarket-page').waitFor();
    await expectText(page.locator('h1'), say('jp', 'market.auctions.preMarket.title'));
    const opened = await checkList('preMarket', 'jp');
    await screenshot(page, 'pre-market-jp');

    await openApp(page, '/home/index');
    await page.getByTestId('shortcut-afterMarket').click();
    await page.getByTestId('afterMarket-page').waitFor();
    await expectText(page.locator('h1'), say('jp', 'market.auctions.afterMarket.title'));
    const closed = await checkList('afterMarket', 'jp');
    await screenshot(page, 'after-market-jp');

    // At least one auction has printed on a server that has just started: its opening, or the last close.
    const symbol = opened ?? closed;
    expect(symbol).not.toBeNull();
    const screen: Screen = opened ? 'preMarket' : 'afterMarket';
    if (opened) await openApp(page, `/market/${screen}`);
    await page.getByTestId(`auction-row-${symbol}`).click();
    await page.getByTestId('detail-page').waitFor();
    expect(page.url()).toContain(`symbol=${symbol}`);
  });

  it.each(['en', 'tw'] as const)('titles both lists and their shortcuts in %s', async (language) => {
    await openApp(page, '/home/index', language);
    await expectText(page.getByTestId('shortcut-preMarket'), say(language, 'nav.preMarket'));
    await expectText(page.getByTestId('shortcut-afterMarket'), say(language, 'nav.afterMarket'));
    for (const screen of ['preMarket', 'afterMarket'] as const) {
      await openApp(page, `/market/${screen}`);
      await page.getByTestId(`${screen}-page`).waitFor();
      await expectText(page.locator('h1'), say(language, `market.auctions.${screen}.title`));
      await checkList(screen, language);
    }
  });
});
