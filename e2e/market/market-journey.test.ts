/**
 * A member's way through the market, in Japanese (the default language): from home to a search by
 * a Japanese name, into the stock, through every chart period, onto the watchlist, and there it is.
 * And home's own part does not wait for its market part's code.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from '../support/browser';
import { expectText, expectToast, say, signIn } from '../shell/steps';

const demoMember = { account: '0900000001', password: 'demo1234' } as const;
/** A simulated listed company, searched by its Japanese name. */
const stock = { name: '磐城クラウド', symbol: '4434' } as const;
const periods = ['1m', '5m', '10m', '30m', '1d', '1w', '1M'] as const;

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

/** The chart of a period is on screen: its tab chosen, bars loaded, and a drawn canvas of real size. */
async function expectChartOf(period: (typeof periods)[number]): Promise<void> {
  await expect.poll(() => page.getByTestId(`period-${period}`).getAttribute('aria-selected')).toBe('true');
  const chart = page.locator(`[data-testid="kline-chart"][data-period="${period}"]`);
  await chart.waitFor({ timeout: 15_000 });
  await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(0);
  const canvas = chart.locator('canvas').first();
  await canvas.waitFor();
  const box = await canvas.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  expect(box?.height ?? 0).toBeGreaterThan(100);
  // The last price's tag takes the day's rise or fall colour, as the change above the chart does.
  const tagAgrees = async () =>
    (await page.getByTestId('kline-canvas').getAttribute('data-price-tag')) ===
    (await page.getByTestId('detail-change').getAttribute('data-tone'));
  await expect.poll(tagAgrees).toBe(true);
}

describe('market journey', () => {
  it('finds a stock by its Japanese name, charts it in every period and keeps it on the watchlist', async () => {
    await signIn(page, demoMember.account, demoMember.password);

    // Home shows the simulated indices and the way to search.
    await expectText(page.getByTestId('home-simulated'), say('jp', 'market.simulated'));
    await page.getByTestId('index-SIMALL').waitFor();
    await expectText(page.getByTestId('home-indices').locator('h2'), say('jp', 'market.home.indices'));
    await screenshot(page, 'market-home-jp');
    await page.getByTestId('tab-search').click();

    // Search by the Japanese name; the result reads in Japanese.
    await page.getByTestId('search-page').waitFor();
    await page.getByTestId('search-input').fill(stock.name);
    const result = page.getByTestId(`search-result-${stock.symbol}`);
    await expectText(result, new RegExp(`${stock.name}[\\s\\S]*${stock.symbol}`));
    await screenshot(page, 'market-search-jp');
    await result.click();

    // The stock: its name, a price, the simulated label, and the trade buttons (the trading journey follows them).
    await page.getByTestId('detail-page').waitFor();
    await expectText(page.locator('h1'), stock.name);
    await expectText(page.getByTestId('simulated-label').locator('span').first(), say('jp', 'market.simulated'));
    await expectText(page.getByTestId('detail-last'), /^\d[\d,]*(\.\d+)?$/);
    await expectText(page.getByTestId('detail-buy'), say('jp', 'market.detail.buy'));
    expect(await page.getByTestId('detail-sell').isEnabled()).toBe(true);

    // Every chart period shows a chart.
    await expectChartOf('1m');
    for (const period of periods) {
      await page.getByTestId(`period-${period}`).click();
      await expectChartOf(period);
    }
    await screenshot(page, 'market-detail-month-jp');

    // Onto the watchlist.
    const watch = page.getByTestId('detail-watch');
    await expect.poll(() => watch.getAttribute('aria-pressed')).toBe('false');
    await watch.click();
    await expectToast(page, say('jp', 'market.detail.watchAdded'));
    await expect.poll(() => watch.getAttribute('aria-pressed')).toBe('true');
    expect(await watch.getAttribute('aria-label')).toBe(say('jp', 'market.detail.watchRemove'));

    // Back to search, where the keyword is now a recent search, then to the watchlist tab.
    await page.getByTestId('nav-back').click();
    await page.getByTestId('search-page').waitFor();
    await page.getByTestId('search-input').fill('');
    await expectText(page.getByTestId('search-history-item'), stock.name);
    await page.getByTestId('tab-favourites').click();
    await page.getByTestId('watchlist-page').waitFor();
    const row = page.getByTestId(`quote-row-${stock.symbol}`);
    await expectText(row.getByTestId('quote-name'), stock.name);
    await expectText(row.getByTestId('quote-change'), /^[+-]?\d+\.\d{2}%$/);
    await screenshot(page, 'market-watchlist-jp');
  });

  it('shows the greeting and the shortcuts while the market part of home is still on its way (English)', async () => {
    const held = await browser.phone();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await held.route('**/assets/market-overview-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await signIn(held, demoMember.account, demoMember.password, 'en');

    await expectText(held.getByTestId('shortcut-deposit'), say('en', 'nav.deposit'));
    await held.getByTestId('home-market-loading').waitFor();
    expect(await held.getByTestId('home-indices').count()).toBe(0);

    release();
    await expectText(held.getByTestId('home-indices').locator('h2'), say('en', 'market.home.indices'));
    expect(await held.getByTestId('home-market-loading').count()).toBe(0);
  });
});
