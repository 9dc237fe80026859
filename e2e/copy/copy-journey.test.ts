/**
 * A member copies a house strategy, in English: the strategy's detail and rules, the follow sheet
 * with its stop-loss slider and a confirmation, the copy running in "My copies"; the strategy's
 * next trade appears among the copy's orders; ending the copy sells at market and the cash comes
 * back to the member's available balance. The copies list is then read in Traditional Chinese
 * and Japanese.
 *
 * The strategy trades on its rule over live minute bars. So that a trade comes within minutes,
 * the journey sets its moving averages to 1 and 2 bars (a rule that trades at every turn of the
 * price); everything after that is the product's own path.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, sql, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, expectToast, openFundsAllDay, say, signIn, yen } from '../member/steps';

const account = uniqueAccount();
const invested = 2_000_000;

interface CopyItem {
  id: number;
  status: string;
  endedBy: string | null;
  returned: string | null;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: MemberSession;
let strategyId = 0;
let copyId = 0;

beforeAll(async () => {
  await openFundsAllDay();
  session = await arrangeReadyMember(account, { depositYen: 3_000_000, fundPassword: '246810' });
  const strategies = await memberCall<{ id: number; name: string }[]>(session, '/copy/strategies');
  strategyId = strategies.find((strategy) => strategy.name.includes('Trend'))?.id ?? 0;
  await sql(`UPDATE copy_strategies SET parameters = '{"short": 1, "long": 2}' WHERE id = $1`, [strategyId]);
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account, undefined, 'en');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('copy trading journey', () => {
  it('follows a strategy from its detail with a stop-loss, after a confirmation', async () => {
    await page.getByTestId('shortcut-copyTrading').click();
    await page.getByTestId('copy-strategies').waitFor();
    await page.getByTestId(`copy-strategy-${strategyId}`).click();
    await page.getByTestId('copy-rules').waitFor();
    await page.getByTestId('copy-follow').click();
    await page.getByTestId('copy-amount').fill(String(invested));
    // The default stop-loss of 20%: a loss of ¥400,000 ends the copy at ¥1,600,000.
    await expectText(
      page.getByTestId('copy-stop-loss-value'),
      say('en', 'copy.stopLossValue', { pct: '20', loss: yen(400_000), equity: yen(1_600_000) }),
    );
    await page.getByTestId('copy-follow-review').click();
    await expectText(page.getByTestId('copy-follow-summary-amount'), yen(invested));
    await screenshot(page, 'copy-follow-confirm-en');
    await page.getByTestId('copy-follow-confirm').click();
    await expectToast(page, say('en', 'copy.followed'));
    await page.getByTestId('copy-copies').waitFor();
    const follows = await memberCall<{ items: CopyItem[] }>(session, '/copy/follows', { page: 1, size: 5 });
    copyId = follows.items[0]?.id ?? 0;
    await expectText(page.getByTestId(`copy-${copyId}-status`), say('en', 'copy.status.running'));
    await expectText(page.getByTestId(`copy-${copyId}-figures-invested`), yen(invested));
  });

  it("shows the strategy's next trade among the copy's orders", async () => {
    await expect
      .poll(async () => (await memberCall<{ total: number }>(session, '/copy/orders', { copyId, page: 1, size: 5 })).total, {
        timeout: 300_000,
        interval: 5_000,
      })
      .toBeGreaterThan(0);
    await page.getByTestId('copy-tab-orders').click();
    await page.getByTestId('copy-orders').waitFor();
    const orders = await memberCall<{ items: { id: number; side: string; shares: number | null; price: string | null }[] }>(
      session,
      '/copy/orders',
      { copyId, page: 1, size: 5 },
    );
    const last = orders.items.at(-1);
    expect(last?.side).toBe('buy');
    await page.getByTestId(`copy-order-${last?.id}`).waitFor();
    await screenshot(page, 'copy-orders-en');
  }, 330_000);

  it('ends the copy: its positions are sold at market and the cash comes back', async () => {
    await page.getByTestId('copy-tab-copies').click();
    await page.getByTestId(`copy-${copyId}-unfollow`).click();
    await page.getByTestId('copy-unfollow-confirm').click();
    await page.getByTestId(`copy-${copyId}-status`).waitFor();
    await expect
      .poll(async () => (await page.getByTestId(`copy-${copyId}-status`).innerText()).trim(), { timeout: 15_000 })
      .toBe(say('en', 'copy.endedBy.member'));
    const follows = await memberCall<{ items: CopyItem[] }>(session, '/copy/follows', { page: 1, size: 5 });
    const ended = follows.items.find((item) => item.id === copyId);
    expect(ended).toMatchObject({ status: 'ended', endedBy: 'member' });
    // available = 3,000,000 − 2,000,000 invested + what the copy returned
    const info = await memberCall<{ balances: { currency: string; available: string }[] }>(session, '/user/info');
    const cash = info.balances.find((balance) => balance.currency === 'JPY')?.available;
    expect(cash).toBe(String(1_000_000 + Number(ended?.returned)));
    await expectText(page.getByTestId(`copy-${copyId}-figures-returned`), yen(Number(ended?.returned)));
    await screenshot(page, 'copy-ended-en');
  });

  it('reads my copies in Traditional Chinese and Japanese', async () => {
    for (const language of ['tw', 'jp'] as const) {
      await page.goto(`/index.html?lang=${language}#/gdindex/gdList`);
      await page.getByTestId('copy-copies').waitFor();
      await expectText(page.locator('h1'), say(language, 'copy.copiesTitle'));
      await expectText(page.getByTestId(`copy-${copyId}-status`), say(language, 'copy.endedBy.member'));
      await screenshot(page, `copy-copies-${language}`);
    }
  });
});
