/**
 * A new member trades, in Japanese: verified and funded through the screens and staff review, they
 * open a long at leverage 2 from a stock's page through the order form and its confirmation, watch
 * it under positions, add margin (the liquidation price falls), close it and find the realised P&L
 * on the terminated tab and the trade in their fund records. Then a short, and a limit order far
 * below the market that waits and is cancelled.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { adminLogin } from '../support/global-setup';
import { expectTextContaining, openDesk, signInStaff } from '../admin/steps';
import {
  expectText,
  expectToast,
  open,
  openFundsAllDay,
  registerMember,
  review,
  rowText,
  say,
  signIn,
  staff,
  submitVerification,
  yen,
} from '../member/steps';

/** A simulated growth-market stock, cheap enough for a few lots. */
const stock = { symbol: '4434', name: '磐城クラウド' } as const;
const account = uniqueAccount();
const deposit = 500_000;
const addedMargin = 50_000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the journey learns on the way and checks later. */
const seen = { positionNo: '', realizedPnl: '', marginAfter: '' };

/** `¥1,234.00` or `-¥1,234.00` (with a `+` where the app signs it) as a number of yen, for comparisons only. */
function yenValue(text: string): number {
  return Number(text.replace(/[^\d.-]/g, ''));
}

/** A price as shown (`1,234.5`) as a number, for comparisons only. */
function priceValue(text: string): number {
  return Number(text.replace(/,/g, ''));
}

const signedYen = /^[+-]?¥\d{1,3}(,\d{3})*\.\d{2}$/;

beforeAll(async () => {
  await openFundsAllDay();
  await registerMember(account);
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account, undefined, 'jp');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Verification and a deposit through the screens, each approved by staff. */
async function getVerifiedAndFunded(): Promise<void> {
  // Before verification the order form says what is missing and leads there.
  await open(page, `/market/marketBuy?symbol=${stock.symbol}&direction=long`);
  await expectText(page.getByTestId('order-need-verification').locator('p'), say('jp', 'order.needVerification'));
  await page.getByTestId('order-need-verification-verify').click();
  await submitVerification(page, {
    name: 'Tanaka Hanako',
    idNumber: 'JP-445566',
    colours: [
      [0, 90, 160],
      [160, 90, 0],
    ],
  });
  await review('/kyc', account, true);

  await open(page, '/user/recharge');
  await page.getByTestId('deposit-amount').fill(String(deposit));
  await page.getByTestId('deposit-next').click();
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('deposit-created').waitFor();
  await review('/deposits', account, true);
}

/** Waits for the order form's estimate of the order as it now stands, and answers its figures. */
async function readyEstimate(): Promise<{ margin: string; total: string; liquidation: string }> {
  const review = page.getByTestId('order-review');
  await expect.poll(() => review.isEnabled(), { timeout: 10_000 }).toBe(true);
  return {
    margin: await rowText(page, 'order-preview', 'margin'),
    total: await rowText(page, 'order-preview', 'total'),
    liquidation: await rowText(page, 'order-preview', 'liquidationPrice'),
  };
}

describe('trading journey', () => {
  it('gets verified and funded', getVerifiedAndFunded);

  it('opens a long at leverage 2 from the stock’s page, through the confirmation', async () => {
    await open(page, `/market/marketDetail?symbol=${stock.symbol}`);
    await page.getByTestId('detail-buy').click();
    await page.getByTestId('order-form').waitFor();
    await expectText(page.getByTestId('order-name'), stock.name);
    await expect.poll(() => page.getByTestId('order-direction-long').getAttribute('aria-checked')).toBe('true');
    await expectText(page.getByTestId('order-available'), say('jp', 'order.available', { amount: yen(deposit) }));
    await page.getByTestId('order-leverage-2').click();
    await page.getByTestId('order-lots-more').click();
    await expectText(page.getByTestId('order-lots-hint'), say('jp', 'order.lotsHint', { lotSize: '100', shares: '200' }));
    const estimate = await readyEstimate();
    // Margin at leverage 2 is half the value; the total holds the fee on top.
    const value = yenValue(await rowText(page, 'order-preview', 'notional'));
    expect(yenValue(estimate.margin)).toBe(Math.ceil(value / 2));
    expect(yenValue(estimate.total)).toBeGreaterThan(yenValue(estimate.margin));
    expect(priceValue(estimate.liquidation)).toBeGreaterThan(0);
    // Japan charges no stamp duty on share trades (the demo's rate is 0): no ¥0.00 line for it.
    await expect(page.getByTestId('order-preview-stampDuty').count()).resolves.toBe(0);
    await screenshot(page, 'trade-order-form-jp');

    await page.getByTestId('order-review').click();
    await page.getByTestId('order-sheet').waitFor();
    expect(await rowText(page, 'order-summary', 'stock')).toBe(`${stock.name} (${stock.symbol})`);
    expect(await rowText(page, 'order-summary', 'direction')).toBe(say('jp', 'order.directions.long'));
    expect(await rowText(page, 'order-summary', 'leverage')).toBe(say('jp', 'order.leverageValue', { leverage: '2' }));
    expect(await rowText(page, 'order-summary', 'lots')).toBe(say('jp', 'positions.lots', { lots: '2' }));
    expect(yenValue(await rowText(page, 'order-summary', 'margin'))).toBeGreaterThan(0);
    await screenshot(page, 'trade-order-sheet-jp');
    await page.getByTestId('order-place').click();

    await expectText(page.getByTestId('order-done-title'), say('jp', 'order.filledTitle'));
    await expectText(page.getByTestId('order-done-body'), /注文 O\d{8} が約定/);
  });

  it('shows the long under positions, with its figures and the totals kept live', async () => {
    await open(page, '/home/index');
    await page.getByTestId('tab-trade').click();
    await page.getByTestId('positions-page').waitFor();
    await expectText(page.getByTestId('feed-status'), say('jp', 'market.live'));
    const row = page.getByTestId('positions-list-holding').locator('li').first();
    await expectText(row.getByTestId('position-name'), stock.name);
    await expectText(row.getByTestId('position-direction'), say('jp', 'positions.directions.long'));
    await expectText(row.getByTestId('position-lots'), say('jp', 'positions.lots', { lots: '2' }));
    await expectText(row.getByTestId('position-leverage'), say('jp', 'positions.leverage', { leverage: '2' }));
    await expectText(row.getByTestId('position-buy-price'), /^\d[\d,]*(\.\d+)?$/);
    await expectText(row.getByTestId('position-pnl'), signedYen);
    // One position open: the totals are its figures, worked out from the same live price.
    const pnlsAgree = async () =>
      (await page.getByTestId('totals-pnl').innerText()) === (await row.getByTestId('position-pnl').innerText());
    await expect.poll(pnlsAgree).toBe(true);
    const valuesAgree = async () =>
      (await page.getByTestId('totals-market-value').innerText()) ===
      (await row.getByTestId('position-market-value').innerText());
    await expect.poll(valuesAgree).toBe(true);
    // 200 shares at the price shown make the market value.
    const valueIsPriceTimesShares = async () =>
      yenValue(await row.getByTestId('position-market-value').innerText()) ===
      priceValue(await row.getByTestId('position-current-price').innerText()) * 200;
    await expect.poll(valueIsPriceTimesShares).toBe(true);
    await screenshot(page, 'trade-positions-jp');
    await row.click();
  });

  it('adds margin to it, and the liquidation price moves down', async () => {
    await page.getByTestId('position-detail').waitFor();
    seen.positionNo = await rowText(page, 'position-summary', 'positionNo');
    expect(seen.positionNo).toMatch(/^P\d{8}$/);
    expect(await rowText(page, 'position-summary', 'leverage')).toBe(say('jp', 'positions.leverage', { leverage: '2' }));
    const marginBefore = yenValue(await rowText(page, 'position-money', 'margin'));
    await expect(page.getByTestId('position-money-stampDuty').count()).resolves.toBe(0);
    const liquidationBefore = priceValue(await rowText(page, 'position-prices', 'liquidationPrice'));
    await expect(page.getByTestId('position-entries').getByTestId('position-entry').count()).resolves.toBeGreaterThan(0);

    await page.getByTestId('position-add-margin').click();
    await page.getByTestId('add-margin-amount').fill('12.5');
    await page.getByTestId('add-margin-submit').click();
    await expectText(page.getByTestId('add-margin-amount-error'), say('jp', 'fields.invalid_format'));
    await page.getByTestId('add-margin-amount').fill(String(addedMargin));
    await page.getByTestId('add-margin-submit').click();
    await expectText(
      page.locator('.adm-dialog-content'),
      say('jp', 'positionDetail.addMarginConfirmBody', { amount: yen(addedMargin) }),
    );
    await page.getByTestId('add-margin-confirm-confirm').click();
    await expectToast(page, say('jp', 'positionDetail.marginAdded'));

    seen.marginAfter = await rowText(page, 'margin-figures', 'margin');
    expect(yenValue(seen.marginAfter)).toBe(marginBefore + addedMargin);
    const liquidationAfter = priceValue(await rowText(page, 'margin-figures', 'liquidationPrice'));
    expect(liquidationAfter).toBeLessThan(liquidationBefore);
    await expect.poll(async () => priceValue(await rowText(page, 'position-prices', 'liquidationPrice'))).toBe(liquidationAfter);
    await screenshot(page, 'trade-margin-added-jp');
  });

  it('closes it after confirming, and shows the close price and the realised P&L', async () => {
    await page.getByTestId('position-close').click();
    await expectText(page.locator('.adm-dialog-title'), say('jp', 'positionDetail.closeTitle'));
    await page.getByTestId('close-position-confirm').click();
    await page.getByTestId('close-result').waitFor();
    expect(await rowText(page, 'close-figures', 'closePrice')).toMatch(/^\d[\d,]*(\.\d+)?$/);
    seen.realizedPnl = await rowText(page, 'close-figures', 'realizedPnl');
    expect(seen.realizedPnl).toMatch(signedYen);
    await expect.poll(() => page.getByTestId('position-detail').getAttribute('data-status')).toBe('closed');
    await expect(page.getByTestId('position-close').count()).resolves.toBe(0);
    await screenshot(page, 'trade-closed-jp');
  });

  it('lists it on the terminated tab with that realised P&L, and the trade in the fund records', async () => {
    await open(page, '/position/position');
    await page.getByTestId('positions-tab-closed').click();
    const row = page.getByTestId('positions-list-closed').locator('li').first();
    await expectText(row.getByTestId('position-pnl'), seen.realizedPnl);
    await expectText(row.getByTestId('position-name'), stock.name);
    await page.getByTestId('positions-tab-holding').click();
    await page.getByTestId('positions-empty-holding').waitFor();
    await expectText(page.getByTestId('totals-market-value'), yen(0));

    await open(page, '/user/FundingDetails');
    await page.getByTestId('records-filter-trade').click();
    const lines = page.getByTestId('records-list').getByTestId('record-line');
    await expect.poll(() => lines.allInnerTexts()).toContain(say('jp', 'records.lines.close', { reference: seen.positionNo }));
    const added = page
      .getByTestId('records-list')
      .locator('li', { hasText: `${seen.positionNo}-` })
      .first();
    const reference = (await added.getByTestId('record-order').innerText()).trim();
    await expectText(added.getByTestId('record-line'), say('jp', 'records.lines.margin_hold', { reference }));
    await expectText(added.getByTestId('record-amount'), `-${yen(addedMargin)}`);
    await screenshot(page, 'trade-fund-records-jp');
  });

  it('opens a short from the stock’s page', async () => {
    await open(page, `/market/marketDetail?symbol=${stock.symbol}`);
    await page.getByTestId('detail-sell').click();
    await expect.poll(() => page.getByTestId('order-direction-short').getAttribute('aria-checked')).toBe('true');
    await readyEstimate();
    await page.getByTestId('order-review').click();
    expect(await rowText(page, 'order-summary', 'direction')).toBe(say('jp', 'order.directions.short'));
    await page.getByTestId('order-place').click();
    await expectText(page.getByTestId('order-done-title'), say('jp', 'order.filledTitle'));
    await page.getByTestId('order-view-position').click();
    await expectText(page.getByTestId('position-summary-direction'), say('jp', 'positions.directions.short'));
  });

  it('places a limit order far below the market that waits, and cancels it after confirming', async () => {
    const quote = (await (
      await fetch(`${inject('baseUrl')}/api/vue/market/quote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ symbol: stock.symbol }),
      })
    ).json()) as { data: { limitDown: string } };
    const price = quote.data.limitDown;
    await open(page, `/market/marketBuy?symbol=${stock.symbol}&direction=long`);
    await page.getByTestId('order-type-limit').click();
    await page.getByTestId('order-price').fill(price);
    await readyEstimate();
    await page.getByTestId('order-review').click();
    await page.getByTestId('order-place').click();
    await expectText(page.getByTestId('order-done-title'), say('jp', 'order.pendingTitle'));
    await page.getByTestId('order-view-pending').click();

    const row = page.getByTestId('positions-list-pending').locator('li').first();
    await expectText(row.getByTestId('order-row-name'), stock.name);
    await expectText(
      row.getByTestId('order-row-price'),
      say('jp', 'positions.limitAt', { price: Number(price).toLocaleString('en-US') }),
    );
    const held = await row.getByTestId('order-row-held').innerText();
    expect(yenValue(held)).toBeGreaterThan(0);
    await screenshot(page, 'trade-pending-jp');

    await row.getByTestId('order-cancel').click();
    await expectText(page.locator('.adm-dialog-content'), new RegExp(held.replace(/[.$]/g, '\\$&')));
    await page.getByTestId('cancel-order-confirm').click();
    await expectToast(page, say('jp', 'positions.cancelled'));
    await expectText(page.getByTestId('positions-empty-pending').locator('h2'), say('jp', 'positions.empty.pending'));

    // The cancelled order does not vanish: the order history tab keeps it, with its state.
    await page.getByTestId('positions-tab-orders').click();
    const newest = page.getByTestId('order-history').locator('li').first();
    await expectText(newest.getByTestId('history-status'), say('jp', 'positions.history.status.cancelled'));
    await expect(newest.getByTestId('history-limit-price').count()).resolves.toBe(1);
    // The first order, the long bought at market, has no limit price (not 「指値 成行」).
    const first = page.getByTestId('order-history').locator('li').last();
    await expectText(first.getByTestId('history-status'), say('jp', 'positions.history.status.filled'));
    await expect(first.getByTestId('history-limit-price').count()).resolves.toBe(0);
    await screenshot(page, 'trade-order-history-jp');
    await page.getByTestId('positions-tab-pending').click();
  });

  it('hears of an order placed on another device through its private stream, with no reload', async () => {
    await expectText(page.getByTestId('feed-status'), say('jp', 'market.live'));
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('tokend'),
      account: localStorage.getItem('account'),
    }));
    const call = async <Data>(path: string, body: unknown): Promise<Data> => {
      const response = await fetch(`${inject('baseUrl')}/api/vue${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: session.token ?? '', account: session.account ?? '' },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { data: Data }).data;
    };
    const { limitDown } = await call<{ limitDown: string }>('/market/quote', { symbol: stock.symbol });
    const order = { symbol: stock.symbol, direction: 'long', type: 'limit', price: limitDown, lots: 1, leverage: 1 };
    const placed = await call<{ orderId: number }>('/trade/order', order);
    // While the stream is open the list is not polled: only the `orders` message can bring the row.
    await page.getByTestId(`order-row-${placed.orderId}`).waitFor({ timeout: 4_000 });
    await call('/trade/cancel', { orderId: placed.orderId });
    await page.getByTestId('positions-empty-pending').waitFor({ timeout: 4_000 });
  });

  it('shows staff the member’s positions and orders on the back office’s trading tab, read-only', async () => {
    const desk = await openDesk(browser);
    try {
      await signInStaff(desk.page, adminLogin.username, adminLogin.password, inject('adminTotpSecret'));
      const members = await staff<{ items: { id: number; account: string }[] }>('/users/list', {
        keyword: account,
        page: 1,
        size: 5,
      });
      const userId = members.items.find((member) => member.account === account)?.id;
      await desk.page.goto(`/admin/#/members/${userId}?tab=trading`);
      const positions = desk.page.getByTestId('trading-positions');
      // The closed long (with its number) and the open short, then the cancelled limit orders.
      await expectTextContaining(positions, [seen.positionNo, 'closed', 'holding', 'short']);
      await expectTextContaining(desk.page.getByTestId('trading-orders'), ['cancelled', 'limit', 'filled']);
      expect(await desk.page.getByRole('button', { name: /close|cancel/i }).count()).toBe(0);
    } finally {
      await desk.context.close();
    }
  });
});
