/**
 * A member buys through the three offer products, in English, at a phone's size: a block trade
 * (from the home shortcut; a reviewer passes it), a placement and a sealed auction bid, each with
 * the amount to hold shown before and after the confirmation. At the close (brought to now once the
 * member has applied) the applications are allotted and the bid won at the clearing price, and the
 * auction's published book shows the member's bid. The list screens are then read in
 * Traditional Chinese and Japanese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, sql, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, expectToast, open, openFundsAllDay, say, signIn, staff, yen } from '../member/steps';

const stock = '4434';
const account = uniqueAccount();

interface Product {
  id: number;
  status: string;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: MemberSession;
let price = 0;
const ids = { block: 0, placement: 0, auction: 0 };

beforeAll(async () => {
  await openFundsAllDay();
  session = await arrangeReadyMember(account, { depositYen: 2_000_000, fundPassword: '246810' });
  const quote = await memberCall<{ last: string | null; prevClose: string }>(session, '/market/quote', { symbol: stock });
  // A whole-yen price on the grid of this cheap growth stock (its tick is one yen under ¥3,000).
  price = Math.floor(Number(quote.last ?? quote.prevClose));
  const now = Date.now();
  // Open a minute ago; the close is an hour away until the member has applied (closeNow).
  const window = { opensAt: new Date(now - 60_000).toISOString(), closesAt: new Date(now + 3_600_000).toISOString() };
  const terms = { symbol: stock, price: String(price), minShares: 100, maxShares: 1_000, sharesOffered: 1_000, ...window };
  ids.block = (await staff<{ id: number }>('/block/save', { ...terms, maxShares: 500, dailyLimitShares: 500, lockupDays: 1 })).id;
  ids.placement = (await staff<{ id: number }>('/placement/save', { ...terms, lockupDays: 1 })).id;
  ids.auction = (
    await staff<{ id: number }>('/auction/save', { symbol: stock, minBidPrice: String(price), sharesOffered: 200, ...window })
  ).id;
  // The leader's clock opens them within a second or two.
  const deadline = Date.now() + 15_000;
  const auctionStatus = async () =>
    (await memberCall<Product[]>(session, '/auction/list')).find((a) => a.id === ids.auction)?.status;
  while ((await auctionStatus()) !== 'open') {
    if (Date.now() > deadline) throw new Error('the auction did not open');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account, undefined, 'en');
}, 120_000);

/**
 * Brings the products' close to now: the status clock closes and allots them at its next tick, as
 * at any close. Staff can't move an open product's close, so it is moved in the database.
 */
async function closeNow(): Promise<void> {
  const { rowCount } = await sql("UPDATE placement_products SET closes_at = $2 WHERE id = ANY($1) AND status = 'open'", [
    Object.values(ids),
    new Date(),
  ]);
  if (rowCount !== Object.values(ids).length) throw new Error('the products are not all open');
}

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('block trades, placements and auctions', () => {
  it('applies for a block trade from the home shortcut, holding price × shares after a confirmation', async () => {
    await page.getByTestId('shortcut-blockTrading').click();
    await page.getByTestId('block-page').waitFor();
    await page.getByTestId(`block-apply-${ids.block}`).click();
    await page.getByTestId('offer-shares').fill('250');
    await page.getByTestId('offer-apply-review').click();
    await expectText(page.getByTestId('offer-shares-error'), say('en', 'errors.not_lot_multiple'));
    // The sheet says what today's limit still allows, refuses more with the limit written out, and
    // shows what will be held beside what can be held now.
    await expectText(
      page.getByTestId('offer-apply-today'),
      say('en', 'offers.todayLeft', { left: '500', limit: '500', used: '0' }),
    );
    await page.getByTestId('offer-shares').fill('600');
    await page.getByTestId('offer-apply-review').click();
    await expectText(page.getByTestId('offer-shares-error'), say('en', 'errors.above_max_shares', { max: '500' }));
    await page.getByTestId('offer-shares').fill('300');
    await expectText(page.getByTestId('offer-apply-hold-hold'), yen(price * 300));
    await expectText(page.getByTestId('offer-apply-hold-available'), /^¥[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('offer-apply-hold-short').count()).resolves.toBe(0);
    await page.getByTestId('offer-apply-review').click();
    await expectText(page.getByTestId('offer-apply-summary-hold'), yen(price * 300));
    await screenshot(page, 'offers-block-confirm');
    await page.getByTestId('offer-apply-confirm').click();
    await expectToast(page, say('en', 'offers.appliedToast', { amount: yen(price * 300) }));
    await page.getByTestId('block-tab-mine').click();
    const card = page.locator('[data-testid^="block-application-"]').first();
    await expectText(card.getByTestId('application-status'), say('en', 'offers.pendingBlock'));

    // A reviewer passes it; the member sees it passed.
    const queue = await staff<{ items: { id: number; account: string }[] }>('/block/list', {
      status: 'pending',
      keyword: account,
      page: 1,
      size: 5,
    });
    await staff('/block/review', { id: queue.items[0]!.id, approve: true, reason: '' });
    await page.reload();
    await expectText(card.getByTestId('application-status'), say('en', 'offers.applicationStatus.passed'));
  });

  it('applies for a placement and bids in an auction, each holding what the sheet said', async () => {
    await page.getByTestId('offer-kind-placement').click();
    await page.getByTestId('placement-page').waitFor();
    await page.getByTestId(`placement-apply-${ids.placement}`).click();
    await page.getByTestId('offer-shares').fill('200');
    await page.getByTestId('offer-apply-review').click();
    await expectText(page.getByTestId('offer-apply-summary-hold'), yen(price * 200));
    await page.getByTestId('offer-apply-confirm').click();
    await expectToast(page, say('en', 'offers.appliedToast', { amount: yen(price * 200) }));

    await open(page, '/common/dividend3');
    await page.getByTestId(`auction-bid-${ids.auction}`).click();
    await page.getByTestId('bid-price').fill(String(price + 1));
    await page.getByTestId('bid-shares').fill('200');
    await expectText(page.getByTestId('auction-bid-hold-hold'), yen((price + 1) * 200));
    await page.getByTestId('auction-bid-review').click();
    await page.getByTestId('auction-bid-confirm').click();
    await expectToast(page, say('en', 'offers.bidToast', { amount: yen((price + 1) * 200) }));
    await page.getByTestId('auction-tab-mine').click();
    const bid = page.locator('[data-testid^="auction-bid-"][data-testid$="-figures"]').first();
    await expectText(bid.getByTestId(/-held$/), yen((price + 1) * 200));
  });

  it('after the close shows the allotments, the bid won at the clearing price, and the published book', async () => {
    await closeNow();
    await expect
      .poll(async () => (await memberCall<Product[]>(session, '/auction/list')).find((a) => a.id === ids.auction)?.status, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe('closed');
    // The only bid, for 200 of the 200 offered: it sets the clearing price, its own, and fills.
    await page.reload();
    const bidCard = page
      .locator('[data-testid^="auction-bid-"]')
      .filter({ has: page.getByTestId('bid-status') })
      .first();
    await expectText(bidCard.getByTestId('bid-status'), say('en', 'offers.bidStatus.won'));
    await bidCard.locator('[data-testid$="-result"]').click();
    await page.getByTestId('auction-book').waitFor();
    await expectText(page.getByTestId('auction-result-summary-clearing'), yen(price + 1));
    // The page names the stock and when bidding ran, not only "Auction result".
    await expectText(page.getByTestId('auction-result-window'), new RegExp(`^${stock} · `));
    await expectText(page.locator('h1'), new RegExp(`^${say('en', 'offers.result.title')}: .+`));
    await expect.poll(() => page.getByTestId('auction-book').innerText()).toContain(say('en', 'offers.result.mine'));
    await screenshot(page, 'offers-auction-result');

    // The block trade (300 of 1,000 offered) and the placement (200) were allotted in full.
    await open(page, '/position/position?tab=block');
    await expectText(page.getByTestId('positions-tab-block'), say('en', 'positions.tabs.block'));
    await expectText(
      page.locator('[data-testid^="block-application-"]').first().getByTestId('application-status'),
      say('en', 'offers.applicationStatus.allotted'),
    );
    await open(page, '/position/position?tab=placement');
    await expectText(
      page.locator('[data-testid^="placement-application-"]').first().getByTestId('application-status'),
      say('en', 'offers.applicationStatus.allotted'),
    );
    await open(page, '/position/position?tab=copy');
    // The copy-orders tab lists copy trading's orders; this member follows no strategy.
    await expectText(page.getByTestId('copy-orders-empty').locator('h2'), say('en', 'copy.ordersEmpty'));
  }, 60_000);

  it('reads the list screens in Traditional Chinese and Japanese', async () => {
    for (const [language, route, title] of [
      ['tw', '/common/dividend', 'offers.titles.block'],
      ['jp', '/common/dividend3', 'offers.titles.auction'],
    ] as const) {
      await page.goto(`/index.html?lang=${language}#${route}`);
      await expectText(page.locator('h1'), say(language, title));
      await expect.poll(() => page.locator('li').count()).toBeGreaterThan(0);
      await screenshot(page, `offers-list-${language}`);
    }
  });
});
