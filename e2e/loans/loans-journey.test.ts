/**
 * A member with a holding borrows against it, in English: the loan screen shows the server's
 * quota, the apply sheet the interest the term means and a confirmation; a reviewer passes the
 * loan in the back office; while the loan keeps part of the cash as collateral, the loan screen,
 * the withdraw dialog and the mine tab show the withdrawable yen (in all three languages); the
 * member repays all of it and finds it repaid in the records. The loan screens are then read in
 * Traditional Chinese and Japanese.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, openPhone, screenshot, uniqueAccount } from '../support/browser';
import { adminLogin } from '../support/global-setup';
import { expectTextContaining, openDesk, signInStaff } from '../admin/steps';
import { arrangeReadyMember, memberCall, type MemberSession } from '../member/arrange';
import { expectText, expectToast, open, openFundsAllDay, say, signIn, yen } from '../member/steps';

/** A simulated growth-market stock, cheap enough for a lot. */
const stock = '4434';
const account = uniqueAccount();
const termDays = 7;

interface Quota {
  collateralValue: string;
  available: string;
  owed: string;
  withdrawable: string;
  cash: string;
}

interface Info {
  withdrawable: string;
  balances: { currency: string; available: string }[];
}

/** Whether `testId` shows `text(figure)` for the server's figure read now: prices move, so both are read again until they agree. */
async function showsServerFigure(page: Page, testId: string, figure: () => Promise<string>, text: (amount: string) => string) {
  await expect
    .poll(async () => (await page.getByTestId(testId).innerText()).trim() === text(yen(Number(await figure()))), {
      timeout: 15_000,
    })
    .toBe(true);
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let session: MemberSession;
let loanId = 0;

beforeAll(async () => {
  await openFundsAllDay();
  session = await arrangeReadyMember(account, { depositYen: 500_000, fundPassword: '246810' });
  await memberCall(session, '/trade/order', {
    symbol: stock,
    direction: 'long',
    type: 'market',
    lots: 1,
    leverage: 1,
    product: 'normal',
  });
  browser = await launchBrowser();
  ({ context, page } = await openPhone(browser));
  await signIn(page, account, undefined, 'en');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('loans journey', () => {
  it('applies for a loan within the line shown, with the interest the term means, after a confirmation', async () => {
    await page.getByTestId('shortcut-loans').click();
    await page.getByTestId('loan-page').waitFor();
    const quota = await memberCall<Quota>(session, '/loan/quota');
    expect(Number(quota.available)).toBeGreaterThan(0);
    // The screen shows the server's figures; prices move, so the collateral is read again if it changed.
    await expect
      .poll(async () => (await page.getByTestId('loan-quota-available').innerText()).trim(), { timeout: 10_000 })
      .toMatch(/^¥[\d,]+\.00$/);
    await expectText(page.getByTestId('loan-ltv'), say('en', 'loans.gaugeLabel', { ltv: '0.00' }));

    // Half of the line, so a price move before the review cannot take it out of reach.
    const amount = Math.floor(Number(quota.available) / 2);
    await page.getByTestId('loan-apply').click();
    await page.getByTestId('loan-amount').fill(String(Number(quota.collateralValue) * 10));
    await page.getByTestId(`loan-term-${termDays}`).click();
    await page.getByTestId('loan-apply-review').click();
    await expect.poll(() => page.getByTestId('loan-amount-error').innerText()).toContain('This is more than you can borrow');

    await page.getByTestId('loan-amount').fill(String(amount));
    // amount × 7 days × 2.9% ÷ 365, rounded down.
    const interest = Math.floor((amount * termDays * 29) / 365_000);
    await expectText(page.getByTestId('loan-apply-cost-interest'), yen(interest));
    await page.getByTestId('loan-apply-review').click();
    await expectText(page.getByTestId('loan-apply-summary-amount'), yen(amount));
    await expectText(page.getByTestId('loan-apply-summary-term'), say('en', 'loans.termDays', { days: String(termDays) }));
    await expectText(page.getByTestId('loan-apply-summary-interest'), yen(interest));
    await screenshot(page, 'loan-apply-confirm-en');
    await page.getByTestId('loan-apply-confirm').click();
    await expectToast(page, say('en', 'loans.applied'));
    await page.getByTestId('loan-pending').waitFor();

    const records = await memberCall<{ items: { id: number; status: string; amount: string; loanNo: string }[] }>(
      session,
      '/loan/records',
      { page: 1, size: 5 },
    );
    expect(records.items[0]).toMatchObject({ status: 'pending', amount: String(amount) });
    // Apply is off while it is reviewed, and the screen says why beside it.
    expect(await page.getByTestId('loan-apply').isDisabled()).toBe(true);
    await expectText(
      page.getByTestId('loan-apply-why'),
      say('en', 'loans.applyBlocked.pending', { loanNo: records.items[0]?.loanNo ?? '' }),
    );
    loanId = records.items[0]?.id ?? 0;
  });

  it('is passed by a reviewer in the back office, which pays it out', async () => {
    const desk = await openDesk(browser);
    try {
      await signInStaff(desk.page, adminLogin.username, adminLogin.password, inject('adminTotpSecret'));
      await desk.page.goto(`/admin/#/loans?keyword=${account}`);
      await desk.page.getByTestId(`loan-approve-${loanId}`).click();
      await expectTextContaining(desk.page.getByTestId('decision-consequence'), ["from the firm's lending account", account]);
      await desk.page.getByTestId('decision-confirm').click();
      // Decided, it leaves the pending queue; with every status it shows as active.
      await expect.poll(() => desk.page.getByTestId(`loan-approve-${loanId}`).count(), { timeout: 10_000 }).toBe(0);
      await desk.page.goto(`/admin/#/loans?status=all&keyword=${account}`);
      await expect.poll(() => desk.page.getByTestId(`loan-status-${loanId}`).innerText(), { timeout: 10_000 }).toBe('active');
      await screenshot(desk.page, 'admin-loans');
    } finally {
      await desk.context.close();
    }
  });

  it('shows the withdrawable yen on the loan screen, the withdraw dialog and the mine tab while the loan keeps cash', async () => {
    // Most of what may leave goes into dollars, so the loan keeps part of the yen left as its collateral.
    const before = await memberCall<Quota>(session, '/loan/quota');
    const exchanged = Number(before.withdrawable) - 5_000;
    expect(exchanged).toBeGreaterThan(0);
    await memberCall(session, '/funds/exchange', { from: 'JPY', to: 'USD', amount: String(exchanged) });
    const quota = await memberCall<Quota>(session, '/loan/quota');
    expect(Number(quota.cash)).toBeGreaterThan(Number(quota.withdrawable));

    for (const language of ['en', 'tw', 'jp'] as const) {
      await page.goto(`/index.html?lang=${language}#/user/jk`);
      await page.getByTestId('loan-page').waitFor();
      await showsServerFigure(
        page,
        'loan-quota-withdrawable',
        async () => (await memberCall<Quota>(session, '/loan/quota')).withdrawable,
        (amount) => amount,
      );
      await expectText(page.getByTestId('loan-cash-rule'), say(language, 'loans.cashRule', { maxLtv: '60' }));
      await screenshot(page, `loan-withdrawable-${language}`);

      await page.goto(`/index.html?lang=${language}#/user/withdraw`);
      await page.getByTestId('withdraw-page').waitFor();
      await showsServerFigure(
        page,
        'withdraw-available',
        async () => (await memberCall<Info>(session, '/user/info')).withdrawable,
        (amount) => say(language, 'withdraw.withdrawable', { amount }),
      );
      await page.getByTestId('withdraw-kept-for-loan').waitFor();
      await screenshot(page, `withdraw-withdrawable-${language}`);

      await page.goto(`/index.html?lang=${language}#/user/usercenter`);
      await showsServerFigure(
        page,
        'user-withdrawable',
        async () => (await memberCall<Info>(session, '/user/info')).withdrawable,
        (amount) => amount,
      );
      await screenshot(page, `mine-withdrawable-${language}`);
    }

    // The dollars come back to yen to repay the loan below.
    const dollars = (await memberCall<Info>(session, '/user/info')).balances.find((balance) => balance.currency === 'USD');
    await memberCall(session, '/funds/exchange', { from: 'USD', to: 'JPY', amount: dollars?.available ?? '0' });
    await page.goto('/index.html?lang=en#/user/jk');
  });

  it('repays the whole loan from the screen and finds it repaid in the records', async () => {
    await open(page, '/user/jk');
    await page.getByTestId('loan-page').waitFor();
    const owed = (await memberCall<Quota>(session, '/loan/quota')).owed;
    await expectText(page.getByTestId('loan-quota-owed'), yen(Number(owed)));
    await screenshot(page, 'loan-active-en');
    await page.getByTestId('loan-repay').click();
    await page.getByTestId('loan-repay-all').click();
    await page.getByTestId('loan-repay-review').click();
    await expectText(page.getByTestId('loan-repay-summary-amount'), yen(Number(owed)));
    await page.getByTestId('loan-repay-confirm').click();
    await expectToast(page, say('en', 'loans.repaid', { owed: yen(0) }));

    await page.getByTestId('loan-records-link').click();
    await expectText(
      page.getByTestId(`loan-record-${loanId}`).getByTestId('loan-record-status'),
      say('en', 'loans.status.repaid'),
    );
    expect((await memberCall<Quota>(session, '/loan/quota')).owed).toBe('0');
  });

  it('finds the payout and the repayment at the top of the statement, newest first, in three languages', async () => {
    for (const language of ['en', 'tw', 'jp'] as const) {
      await page.goto(`/index.html?lang=${language}#/user/FundingDetails`);
      const rows = page.getByTestId('records-list').locator('li');
      // Newest first by the ledger's sequence: the repayment, then the exchanges the withdrawable step made, then the payout.
      await expect.poll(() => rows.first().getAttribute('data-reason'), { timeout: 10_000 }).toBe('loan_repayment');
      const reasons = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-reason')));
      const payoutIndex = reasons.indexOf('loan_disbursal');
      expect(payoutIndex).toBeGreaterThan(0);
      expect(reasons.slice(1, payoutIndex).every((reason) => reason?.startsWith('exchange'))).toBe(true);
      const payout = rows.nth(payoutIndex);
      await expectText(
        payout.getByTestId('record-line'),
        say(language, 'records.lines.loan_disbursal', { reference: `L-${loanId}` }),
      );
      // In English money in is green; in Taiwanese and Japanese it is red.
      const colour = await payout.getByTestId('record-amount').evaluate((node) => getComputedStyle(node).color);
      expect(colour).toBe(language === 'en' ? 'rgb(15, 138, 79)' : 'rgb(217, 52, 43)');
      await screenshot(page, `fund-records-${language}`);
      await page.getByTestId('records-filter-loan').click();
      await expect.poll(() => rows.count()).toBe(2);
      await screenshot(page, `fund-records-loan-${language}`);
    }
  });

  it('reads the loan screens in Traditional Chinese and Japanese', async () => {
    for (const language of ['tw', 'jp'] as const) {
      await page.goto(`/index.html?lang=${language}#/user/jk`);
      await page.getByTestId('loan-page').waitFor();
      await expectText(page.locator('h1'), say(language, 'loans.title'));
      await expectText(page.getByTestId('loan-gauge').locator('h2'), say(language, 'loans.gaugeTitle'));
      await expectText(page.getByTestId('loan-stress').locator('p'), say(language, 'loans.stressNothingOwed'));
      await screenshot(page, `loan-${language}`);
      await page.getByTestId('loan-records-link').click();
      await expectText(
        page.getByTestId(`loan-record-${loanId}`).getByTestId('loan-record-status'),
        say(language, 'loans.status.repaid'),
      );
    }
  });
});
