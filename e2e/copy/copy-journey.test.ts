/**
 * Copy trading in the app, in English, with nothing left to the market's timing:
 * - a member applies to be a mentor from the strategies list (what it means, the conditions, the
 *   form, its field errors, `already_applied` translated), is refused with a reason, applies
 *   again and is approved by staff through the API; their strategy's page publishes the record
 *   rule. The application's state is then read in Traditional Chinese and Japanese.
 * - another member follows that strategy with a stop-loss after a confirmation; the mentor buys
 *   through the API and the copy's order appears at once among the copy's orders; ending the copy
 *   sells at market and the cash comes back. The copies list is then read in tw and jp.
 * A house strategy's own decisions on the market's pass, and its copies following them, are
 * covered by the server's integration tests on recorded bars (`apps/server/src/copytrade/
 * house-decisions.test.ts`, `copytrade.test.ts`).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, expectToast, openFundsAllDay, say, signIn, staff, yen } from '../member/steps';

const mentorAccount = uniqueAccount();
const followerAccount = uniqueAccount();
const invested = 2_000_000;
const strategyName = `Patient lots ${mentorAccount.slice(-4)}`;

interface CopyItem {
  id: number;
  status: string;
  endedBy: string | null;
  returned: string | null;
}

let browser: Browser;
const phones: BrowserContext[] = [];
let mentorPage: Page;
let followerPage: Page;
let mentor: MemberSession;
let follower: MemberSession;
let strategyId = 0;
let copyId = 0;

async function phone(): Promise<Page> {
  const { context, page } = await openPhone(browser);
  phones.push(context);
  return page;
}

/** Staff decide the mentor's pending application through the back office's API. */
async function decide(approve: boolean, reason = ''): Promise<void> {
  const queue = await staff<{ items: { id: number }[] }>('/copy/mentors/list', {
    status: 'pending',
    keyword: mentorAccount,
    page: 1,
    size: 5,
  });
  const id = queue.items[0]?.id;
  if (!id) throw new Error(`no pending mentor application of ${mentorAccount}`);
  await staff('/copy/mentors/review', { id, approve, reason });
}

beforeAll(async () => {
  await openFundsAllDay();
  mentor = await arrangeReadyMember(mentorAccount, { depositYen: 3_000_000, fundPassword: '135790' });
  follower = await arrangeReadyMember(followerAccount, { depositYen: 3_000_000, fundPassword: '246810' });
  browser = await launchBrowser();
  mentorPage = await phone();
  followerPage = await phone();
  await signIn(mentorPage, mentorAccount, undefined, 'en');
  await signIn(followerPage, followerAccount, undefined, 'en');
});

afterAll(async () => {
  for (const context of phones) await context.close();
  await browser?.close();
});

describe('becoming a mentor', () => {
  it('explains it, checks the form, and says so when an application is already under review', async () => {
    const page = mentorPage;
    await page.getByTestId('shortcut-copyTrading').click();
    await page.getByTestId('copy-become-mentor').click();
    await page.getByTestId('mentor-conditions').waitFor();
    await page.getByTestId('mentor-name').fill('P');
    await page.getByTestId('mentor-submit').click();
    await expectText(page.getByTestId('mentor-name-error'), say('en', 'copy.mentorApply.nameError'));
    await expectText(page.getByTestId('mentor-description-error'), say('en', 'copy.mentorApply.descriptionError'));
    await page.getByTestId('mentor-name').fill(strategyName);
    await page.getByTestId('mentor-description').fill('Large caps bought on weakness, held for days.');
    await screenshot(page, 'mentor-apply-en');
    // Meanwhile the member applied from another device: this form's application is refused, translated.
    await memberCall(mentor, '/copy/applyMentor', { strategyName, description: 'Sent from my other phone first.' });
    await page.getByTestId('mentor-submit').click();
    await expectToast(page, say('en', 'copy.mentorApply.alreadyApplied'));
    // In place of the form, the application under review (the one sent first), also after a reload.
    await expectText(page.getByTestId('mentor-status'), say('en', 'copy.mentorApply.status.pending'));
    await page.reload();
    await expectText(page.getByTestId('mentor-status'), say('en', 'copy.mentorApply.status.pending'));
    expect(await page.getByTestId('mentor-form').count()).toBe(0);
  });

  it('shows a refusal with its reason, takes a new application, and links to the strategy once approved', async () => {
    const page = mentorPage;
    await decide(false, 'Say when you sell.');
    await page.reload();
    await expectText(page.getByTestId('mentor-status'), say('en', 'copy.mentorApply.status.rejected'));
    await expectText(
      page.getByTestId('mentor-state-body'),
      say('en', 'copy.mentorApply.rejectedBody', { name: strategyName, reason: 'Say when you sell.' }),
    );
    await screenshot(page, 'mentor-rejected-en');
    await page.getByTestId('mentor-name').fill(strategyName);
    await page.getByTestId('mentor-description').fill('Large caps bought on weakness; sold at +5% or after three days.');
    await page.getByTestId('mentor-submit').click();
    await expectToast(page, say('en', 'copy.mentorApply.submitted'));
    await expectText(page.getByTestId('mentor-status'), say('en', 'copy.mentorApply.status.pending'));

    await decide(true);
    await page.reload();
    await expectText(page.getByTestId('mentor-status'), say('en', 'copy.mentorApply.status.approved'));
    await page.getByTestId('mentor-see-strategy').click();
    await page.getByTestId('copy-rules').waitFor();
    strategyId = Number(new URL(page.url()).hash.split('/').at(-1));
    // The published rule, with the record's notional capital: nothing of the mentor's account.
    await expectText(page.getByTestId('copy-record-rule'), say('en', 'copy.recordRule', { capital: yen(10_000_000) }));
    await expectText(page.getByTestId('copy-detail-equity'), yen(10_000_000));
  });

  it("reads the application's state in Traditional Chinese and Japanese", async () => {
    for (const language of ['tw', 'jp'] as const) {
      await mentorPage.goto(`/index.html?lang=${language}#/gdindex/mentor`);
      await expectText(mentorPage.getByTestId('mentor-status'), say(language, 'copy.mentorApply.status.approved'));
      await expectText(
        mentorPage.getByTestId('mentor-state-body'),
        say(language, 'copy.mentorApply.approvedBody', { name: strategyName }),
      );
      await screenshot(mentorPage, `mentor-approved-${language}`);
    }
  });
});

describe("copying a mentor's trades", () => {
  it("follows the mentor's strategy with a stop-loss, after a confirmation", async () => {
    const page = followerPage;
    await page.getByTestId('shortcut-copyTrading').click();
    await page.getByTestId(`copy-strategy-${strategyId}`).click();
    await page.getByTestId('copy-rules').waitFor();
    await page.getByTestId('copy-follow').click();
    await page.getByTestId('copy-amount').fill(String(invested));
    // The default stop-loss of 20%: a loss of ¥400,000 ends the copy at ¥1,600,000.
    await expectText(
      page.getByTestId('copy-stop-loss-value'),
      say('en', 'copy.stopLossValue', { pct: '20', loss: yen(400_000), equity: yen(1_600_000) }),
    );
    // The slider is named in the member's language (antd-mobile's own default is Simplified Chinese).
    await page.getByRole('slider', { name: say('en', 'copy.stopLoss') }).waitFor();
    await page.getByTestId('copy-follow-review').click();
    await expectText(page.getByTestId('copy-follow-summary-amount'), yen(invested));
    await screenshot(page, 'copy-follow-confirm-en');
    await page.getByTestId('copy-follow-confirm').click();
    await expectToast(page, say('en', 'copy.followed'));
    await page.getByTestId('copy-copies').waitFor();
    const follows = await memberCall<{ items: CopyItem[] }>(follower, '/copy/follows', { page: 1, size: 5 });
    copyId = follows.items[0]?.id ?? 0;
    await expectText(page.getByTestId(`copy-${copyId}-status`), say('en', 'copy.status.running'));
    await expectText(page.getByTestId(`copy-${copyId}-figures-invested`), yen(invested));
  });

  it("shows the mentor's buy among the copy's orders at once, with the record's shares and not the mentor's", async () => {
    const [house] = await memberCall<{ symbol: string | null }[]>(follower, '/copy/strategies');
    const symbol = house?.symbol ?? '';
    const { last } = await memberCall<{ last: string | null }>(follower, '/market/quote', { symbol });
    // About ¥2,000,000 of the stock: the copy (¥2,000,000 of the mentor's ≈ ¥3,000,000) takes two thirds of it.
    const lots = Math.floor(2_000_000 / (Number(last) * 100));
    expect(lots, `${symbol} at ¥${last} is too dear for this journey`).toBeGreaterThanOrEqual(2);
    await memberCall(mentor, '/trade/order', { symbol, direction: 'long', type: 'market', lots, leverage: 1, product: 'normal' });
    await expect
      .poll(async () => (await memberCall<{ total: number }>(follower, '/copy/orders', { copyId, page: 1, size: 5 })).total, {
        timeout: 10_000,
      })
      .toBe(1);
    const orders = await memberCall<{
      items: { id: number; side: string; shares: number | null; strategyShares: number | null }[];
    }>(follower, '/copy/orders', { copyId, page: 1, size: 5 });
    const [bought] = orders.items;
    expect(bought).toMatchObject({ side: 'buy' });
    expect(bought?.shares).toBeGreaterThanOrEqual(100);
    expect(bought?.strategyShares).not.toBe(lots * 100);
    const page = followerPage;
    await page.getByTestId('copy-tab-orders').click();
    const row = page.getByTestId(`copy-order-${bought?.id}`);
    await row.waitFor();
    await expectText(
      row.getByTestId('copy-order-strategy-shares'),
      say('en', 'copy.strategyShares', { shares: (bought?.strategyShares ?? 0).toLocaleString('en-US') }),
    );
    await screenshot(page, 'copy-orders-en');
  });

  it('ends the copy: its positions are sold at market and the cash comes back', async () => {
    const page = followerPage;
    await page.getByTestId('copy-tab-copies').click();
    await page.getByTestId(`copy-${copyId}-unfollow`).click();
    await page.getByTestId('copy-unfollow-confirm').click();
    await expect
      .poll(async () => (await page.getByTestId(`copy-${copyId}-status`).innerText()).trim(), { timeout: 15_000 })
      .toBe(say('en', 'copy.endedBy.member'));
    const follows = await memberCall<{ items: CopyItem[] }>(follower, '/copy/follows', { page: 1, size: 5 });
    const ended = follows.items.find((item) => item.id === copyId);
    expect(ended).toMatchObject({ status: 'ended', endedBy: 'member' });
    // available = 3,000,000 − 2,000,000 invested + what the copy returned
    const info = await memberCall<{ balances: { currency: string; available: string }[] }>(follower, '/user/info');
    const cash = info.balances.find((balance) => balance.currency === 'JPY')?.available;
    expect(cash).toBe(String(1_000_000 + Number(ended?.returned)));
    await expectText(page.getByTestId(`copy-${copyId}-figures-returned`), yen(Number(ended?.returned)));
    await screenshot(page, 'copy-ended-en');
  });

  it('reads my copies in Traditional Chinese and Japanese', async () => {
    for (const language of ['tw', 'jp'] as const) {
      await followerPage.goto(`/index.html?lang=${language}#/gdindex/gdList`);
      await followerPage.getByTestId('copy-copies').waitFor();
      await expectText(followerPage.locator('h1'), say(language, 'copy.copiesTitle'));
      await expectText(followerPage.getByTestId(`copy-${copyId}-status`), say(language, 'copy.endedBy.member'));
      await screenshot(followerPage, `copy-copies-${language}`);
    }
  });
});
