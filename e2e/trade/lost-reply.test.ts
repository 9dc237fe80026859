/**
 * A reply lost on the way back must not make a second tap move money twice. The browser lets the
 * order (and then the withdrawal) reach the server but drops every reply until the app has given
 * up (its own automatic retry included) and says the network failed; the member confirms again
 * (for the order after closing and reopening its sheet), and the server, seeing the same
 * idempotency key, answers with the first result. Exactly one order
 * and one withdrawal exist afterwards, read through the member API.
 */
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, expectToast, open, openFundsAllDay, say, signIn, staff } from '../member/steps';

const browser = browserForFile();
const account = uniqueAccount();
const fundPassword = '975310';
/** A simulated growth-market stock, cheap enough for a lot. */
const symbol = '4434';
let session: MemberSession;
let page: Page;

interface ListPage {
  total: number;
}

/**
 * Intercepts one API path: while `dropping`, each request goes on to the server and its reply is
 * thrown away, so the app sees a failed network after the server acted. Every request's
 * `Idempotency-Key` is kept for the test to compare.
 */
async function loseRepliesOf(path: string): Promise<{ keys: string[]; dropped: () => number; deliver: () => void }> {
  const keys: string[] = [];
  let dropping = true;
  let dropped = 0;
  await page.route(`**/api/vue${path}`, async (route: Route, request: Request) => {
    keys.push((await request.allHeaders())['idempotency-key'] ?? '');
    if (!dropping) return route.continue();
    await route.fetch();
    dropped++;
    await route.abort('connectionreset');
  });
  return { keys, dropped: () => dropped, deliver: () => (dropping = false) };
}

beforeAll(async () => {
  await openFundsAllDay();
  // A new card normally waits a day before it can receive a withdrawal; this journey cannot.
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '0' });
  session = await arrangeReadyMember(account, { depositYen: 500_000, fundPassword });
  page = await browser.phone();
  await signIn(page, account, undefined, 'en');
});

afterAll(async () => {
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '24' }).catch(() => undefined);
});

describe('a second tap after a lost reply', () => {
  it('places one order, not two, when the order is confirmed again after the reply was lost', async () => {
    const order = await loseRepliesOf('/trade/order');
    await open(page, `/market/marketBuy?symbol=${symbol}&direction=long`);
    const review = page.getByTestId('order-review');
    await expect.poll(() => review.isEnabled(), { timeout: 15_000 }).toBe(true);
    await review.click();
    await page.getByTestId('order-place').click();
    await expectText(page.getByTestId('order-sheet-error'), say('en', 'errors.network'), 20_000);
    // The server placed the order at least once (the app's own retry may have sent it again).
    expect(order.dropped()).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'lost-reply-order-failed-en');

    // The member closes the sheet and reviews the unchanged order again: the same intent.
    await page.getByTestId('order-sheet-close').click();
    await page.getByTestId('order-sheet').waitFor({ state: 'detached' });
    order.deliver();
    await review.click();
    await page.getByTestId('order-place').click();
    await expectText(page.getByTestId('order-done-title'), say('en', 'order.filledTitle'));

    // Every try carried the one key made when the confirmation opened.
    expect(order.keys.length).toBe(order.dropped() + 1);
    expect(new Set(order.keys).size).toBe(1);
    expect(order.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const orders = await memberCall<ListPage>(session, '/trade/orders', { page: 1, size: 20 });
    expect(orders.total).toBe(1);
    const positions = await memberCall<ListPage>(session, '/trade/positions', { status: 'holding', page: 1, size: 20 });
    expect(positions.total).toBe(1);
  });

  it('asks for one withdrawal, not two, when Confirm is tapped again after the reply was lost', async () => {
    const withdrawal = await loseRepliesOf('/funds/withdraw');
    await open(page, '/user/withdraw');
    await page.getByTestId('withdraw-amount').fill('20000');
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-fund-password').fill(fundPassword);
    await page.getByTestId('withdraw-confirm').click();
    // The sheet closes on a failure that is not about the password, and says why.
    await expectToast(page, say('en', 'errors.network'));
    await page.getByTestId('withdraw-sheet').waitFor({ state: 'detached' });
    expect(withdrawal.dropped()).toBeGreaterThanOrEqual(1);

    withdrawal.deliver();
    await page.getByTestId('withdraw-next').click();
    await page.getByTestId('withdraw-fund-password').fill(fundPassword);
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-done').waitFor();

    expect(withdrawal.keys.length).toBe(withdrawal.dropped() + 1);
    expect(new Set(withdrawal.keys).size).toBe(1);
    const records = await memberCall<ListPage>(session, '/funds/records', { type: 'withdraw', page: 1, size: 20 });
    // One hold: its two lines, available out and frozen in.
    expect(records.total).toBe(2);
    const info = await memberCall<{ frozen: string }>(session, '/user/info');
    // One withdrawal of 20,000 held, not two (40,000).
    expect(info.frozen).toMatch(/^20000(\.0+)?$/);
  });
});
