/**
 * One colour rule on every screen that shows a signed figure: a rise, a gain or money in takes the
 * language's "up" colour and a fall, a loss or money out its "down" colour (jp: red and blue, tw: red
 * and green, en: green and red; `apps/web/src/ui/market-parts/price-tone.ts`). The journey reads
 * every figure written with a sign (`+¥1,000.00`, `-2.10%`) on the statement, copy trading, the hot
 * list, positions and home, in each language, and checks the colour it is drawn in.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tonePalettes } from '../../apps/web/src/ui/market-parts/price-tone';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall } from '../member/arrange';
import { openFundsAllDay, signIn, type Language } from '../member/steps';

const account = uniqueAccount();
const screens = [
  { route: '/user/FundingDetails', ready: 'record-amount' },
  { route: '/gdindex/gdindex', ready: null },
  { route: '/market/stockHot/stockList?kind=losers', ready: 'hot-list' },
  { route: '/market/stockHot/stockList?kind=gainers', ready: 'hot-list' },
  { route: '/position/position', ready: 'positions-page' },
  { route: '/home/index', ready: 'home-assets' },
] as const;

let browser: Browser;
let context: BrowserContext;
let page: Page;

type Rgb = [number, number, number];

function fromHex(hex: string): Rgb {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

/** A computed colour, `rgb(217, 52, 43)` or `color(srgb 0.93 0.64 0.62)` (what `color-mix` gives), in 0–255. */
function fromComputed(colour: string): Rgb {
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number).slice(0, 3);
  return (colour.startsWith('color(') ? numbers.map((value) => value * 255) : numbers) as Rgb;
}

/**
 * The names of the colours a figure may take for `hex`: the colour itself, or its light tint (45%
 * of it on white) that the positions' dark totals card uses.
 */
function shadeOf(colour: string, hex: string): 'colour' | 'tint' | 'other' {
  const shown = fromComputed(colour);
  const exact = fromHex(hex);
  const tint = exact.map((value) => 0.45 * value + 0.55 * 255);
  const near = (target: number[]) => target.every((value, index) => Math.abs(value - (shown[index] ?? -99)) < 2);
  return near(exact) ? 'colour' : near(tint) ? 'tint' : 'other';
}

/**
 * Every element showing a figure written with a sign, with the colour it is drawn in: its text's, or
 * its background's when the text is white on a coloured pill.
 */
function signedFigures(target: Page): Promise<{ text: string; colour: string }[]> {
  return target.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.children.length === 0 && element.offsetParent !== null)
      .map((element) => {
        const style = getComputedStyle(element);
        const colour = style.color === 'rgb(255, 255, 255)' ? style.backgroundColor : style.color;
        return { text: (element.textContent ?? '').trim(), colour };
      })
      .filter(({ text }) => /^[+\-−]\s?(¥\s?)?\d[\d,]*(\.\d+)?%?$/.test(text)),
  );
}

beforeAll(async () => {
  await openFundsAllDay();
  const session = await arrangeReadyMember(account, { depositYen: 1_000_000, fundPassword: '246810' });
  // Money out beside the deposit's money in: a market buy's fill on the statement, and a position.
  const [stock] = await memberCall<{ symbol: string }[]>(session, '/market/hot', { kind: 'active', size: 1 });
  if (!stock) throw new Error('no stock trades');
  await memberCall(session, '/trade/order', {
    symbol: stock.symbol,
    direction: 'long',
    type: 'market',
    lots: 1,
    leverage: 1,
    product: 'normal',
  });
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account, undefined, 'jp');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.each(['jp', 'tw', 'en'] as Language[])('signed figures in %s', (language) => {
  it('are drawn in the language’s rise and fall colours on every screen', async () => {
    const palette = tonePalettes[language];
    const seen = { up: 0, down: 0 };
    for (const { route, ready } of screens) {
      await page.goto(`/index.html?lang=${language}#${route}`);
      if (ready) await page.getByTestId(ready).first().waitFor();
      else await page.waitForLoadState('networkidle');
      const figures = await signedFigures(page);
      for (const { text, colour } of figures) {
        const tone = text.startsWith('+') ? 'up' : 'down';
        seen[tone] += 1;
        // The route and the text are in the comparison so that a failure names them.
        expect({ route, text, colour, shade: shadeOf(colour, palette[tone]) }).toEqual({
          route,
          text,
          colour,
          shade: expect.stringMatching(/^(colour|tint)$/),
        });
      }
    }
    // The screens did show both kinds: the deposit and the gainers rose, the fill and the losers fell.
    expect(seen.up).toBeGreaterThan(0);
    expect(seen.down).toBeGreaterThan(0);
    await screenshot(page, `signed-colours-home-${language}`);
  });
});
