/**
 * A verified member moves money, in Japanese: a deposit credited by staff, a withdrawal confirmed
 * with the fund password (a wrong one first) and rejected by staff so the money comes back, and an
 * exchange to dollars and back whose results are exactly their previews.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, uniqueAccount } from '../support/browser';
import { containing } from '../shell/steps';
import {
  expectText,
  expectToast,
  expectTotals,
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
} from './steps';

const browser = browserForFile();
let page: Page;
const account = uniqueAccount();
const fundPassword = '246810';

/** Verification, a fund password and a card, made through the screens the account journey covers. */
async function prepareAccount(): Promise<void> {
  await open(page, '/user/bandCard');
  await submitVerification(page, {
    name: 'Suzuki Ichiro',
    idNumber: 'JP-778899',
    colours: [
      [0, 120, 80],
      [120, 0, 80],
    ],
  });
  await review('/kyc', account, true);

  await open(page, '/user/setPassword');
  await page.getByTestId('fund-password-login').fill('kabuto2024');
  await page.getByTestId('fund-password-new').fill(fundPassword);
  await page.getByTestId('fund-password-confirm').fill(fundPassword);
  await page.getByTestId('fund-password-submit').click();
  await expectToast(page, say('jp', 'fundPassword.set'));

  await open(page, '/user/WithCard');
  await page.getByTestId('card-cardNumber').fill('9876543');
  await page.getByTestId('card-holderNameKana').fill('サトウ ケンジ');
  await page.getByTestId('card-bankName').fill('みずほ銀行');
  await page.getByTestId('card-branchName').fill('兜町支店');
  await page.getByTestId('card-branchCode').fill('123');
  await page.getByTestId('card-submit').click();
  await expectToast(page, say('jp', 'addCard.added'));
}

beforeAll(async () => {
  await openFundsAllDay();
  // A new card normally waits a day before it can receive a withdrawal; this journey cannot.
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '0' });
  await registerMember(account);
  page = await browser.phone();
  await signIn(page, account, undefined, 'jp');
});

afterAll(async () => {
  await staff('/config/set', { name: 'withdrawCardCooldownHours', value: '24' }).catch(() => undefined);
});

describe('funds journey', () => {
  it('gets ready: verified, with a fund password and a card', prepareAccount);

  it('says deposits are closed first, with the next opening, and offers no form outside the hours', async () => {
    // An hour's window two hours from now, Japan time: closed now, opening today or tomorrow.
    const japanHour = (new Date().getUTCHours() + 9) % 24;
    const start = (japanHour + 2) % 24;
    const window = start < 23 ? `${pad(start)}:00-${pad(start + 1)}:00` : '01:00-02:00';
    await staff('/config/set', { name: 'depositHours', value: window });
    try {
      await open(page, '/user/usercenter');
      await page.getByTestId('menu-deposit').click();
      await page.getByTestId('deposit-closed').waitFor();
      await expectText(page.getByTestId('deposit-closed'), containing(say('jp', 'deposit.closedTitle')));
      await expectText(page.getByTestId('deposit-closed'), /受付時間外・.+ から受付/);
      expect(await page.getByTestId('deposit-amount').count()).toBe(0);
      await screenshot(page, 'member-deposit-closed-jp');
    } finally {
      await openFundsAllDay();
      // The app holds the channels' hours it read: the next screens must read the restored ones.
      await page.reload();
    }
  });

  it('deposits: the limits are checked with their numbers, then the payee and the reference are shown', async () => {
    await open(page, '/user/usercenter');
    await page.getByTestId('menu-deposit').click();
    await page.getByTestId('deposit-page').waitFor();
    await expectText(page.getByTestId('deposit-hours'), /受付中/);
    await page.getByTestId('deposit-amount').fill('5000');
    await page.getByTestId('deposit-next').click();
    await expectText(
      page.getByTestId('deposit-amount-error'),
      say('jp', 'errors.below_minimum', { min: '10,000', currency: 'JPY' }),
    );

    await page.getByTestId('deposit-preset-50000').click();
    await page.getByTestId('deposit-next').click();
    await page.getByTestId('deposit-channel-page').waitFor();
    expect(await rowText(page, 'deposit-summary', 'amount')).toBe(yen(50_000));
    // The receipt is optional: the request goes without one.
    await page.getByTestId('deposit-submit').click();

    await page.getByTestId('deposit-created').waitFor();
    const reference = await rowText(page, 'deposit-payee', 'reference');
    expect(reference).toMatch(/^KB[A-Z0-9]{8}$/);
    await expectText(
      page.getByTestId('deposit-instruction'),
      say('jp', 'deposit.instruction', { amount: yen(50_000), reference }),
    );
    expect(await rowText(page, 'deposit-payee', 'accountNumber')).toMatch(/^\d+$/);
    expect(await rowText(page, 'deposit-payee', 'bank')).not.toBe('');
    await expectText(page.getByTestId('deposit-order'), /D\d{8}/);
    await screenshot(page, 'member-deposit-created');
  });

  it('shows the deposited money on an open mine screen, without a reload, once staff approve it', async () => {
    await open(page, '/user/usercenter');
    await expectTotals(page, { total: yen(0), available: yen(0), frozen: yen(0) });
    // A mark on this page's window: it is gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { openedBeforeApproval: true }));
    await review('/deposits', account, true);
    // The stream's `account` message refreshes Mine; nothing here reloads or navigates.
    await expectTotals(page, { total: yen(50_000), available: yen(50_000), frozen: yen(0) });
    expect(await page.evaluate(() => 'openedBeforeApproval' in window)).toBe(true);
    await expectText(page.getByTestId('balance-JPY').getByTestId('balance-available'), yen(50_000));

    await page.getByTestId('menu-fundRecords').click();
    const deposit = page.getByTestId('records-list').locator('li').first();
    await expectText(deposit.getByTestId('record-amount'), `+${yen(50_000)}`);
    await expectText(deposit.getByTestId('record-status'), say('jp', 'records.status.passed'));
  });

  it('withdraws with a wrong, then the right fund password; the amount is held', async () => {
    await open(page, '/user/withdraw');
    await expectText(page.getByTestId('withdraw-available'), say('jp', 'withdraw.withdrawable', { amount: yen(50_000) }));
    await page.getByTestId('withdraw-amount').fill('60000');
    await page.getByTestId('withdraw-next').click();
    await expectText(page.getByTestId('withdraw-amount-error'), say('jp', 'errors.insufficient_funds'));

    await page.getByTestId('withdraw-amount').fill('20000');
    await page.getByTestId('withdraw-next').click();
    const sheet = page.getByTestId('withdraw-sheet');
    await sheet.waitFor();
    expect(await rowText(page, 'withdraw-summary', 'amount')).toBe(yen(20_000));
    expect(await rowText(page, 'withdraw-summary', 'card')).toContain('6543');

    await page.getByTestId('withdraw-fund-password').fill('135790');
    await page.getByTestId('withdraw-confirm').click();
    await expectText(page.getByTestId('withdraw-fund-password-error'), say('jp', 'errors.fund_password_wrong'));
    await screenshot(page, 'member-withdraw-wrong-password');

    await page.getByTestId('withdraw-fund-password').fill(fundPassword);
    await page.getByTestId('withdraw-confirm').click();
    await page.getByTestId('withdraw-done').waitFor();
    await expectText(page.getByTestId('withdraw-order'), /W\d{8}/);
    await expectText(page.getByTestId('withdraw-frozen'), say('jp', 'withdraw.doneFrozen', { amount: yen(20_000) }));

    await page.getByTestId('withdraw-to-mine').click();
    await expectTotals(page, { total: yen(50_000), available: yen(30_000), frozen: yen(20_000) });
    const hold = page.getByTestId('user-holds').locator('li').first();
    // Named by the bank it goes to and in its current state, not by the bare order number.
    await expectText(hold, /出金 W\d{8}：みずほ銀行へ/);
    await expectText(hold.getByTestId('hold-state'), say('jp', 'user.holdState.untilPaidOut'));
    await screenshot(page, 'mine-holds-withdrawal-jp');
    await expectText(hold, new RegExp(yen(20_000).replace(/[.$]/g, '\\$&')));
  });

  it('gets the money back when staff reject the withdrawal', async () => {
    await review('/withdrawals', account, false, 'Account name does not match');
    await page.reload();
    await expectTotals(page, { total: yen(50_000), available: yen(50_000), frozen: yen(0) });
    await expect(page.getByTestId('user-holds').count()).resolves.toBe(0);

    await open(page, '/user/FundingDetails');
    await page.getByTestId('records-filter-withdraw').click();
    // Newest first: the hold's release back to available, then the hold that set it aside.
    const rows = page.getByTestId('records-list').locator('li');
    const released = rows.first();
    await expectText(released.getByTestId('record-amount'), `+${yen(20_000)}`);
    await expectText(released.getByTestId('record-status'), say('jp', 'records.status.rejected'));
    await expectText(released.getByTestId('record-remark'), 'Account name does not match');
    await expectText(released.getByTestId('record-balance'), /50,000/);
    await expect.poll(() => rows.count()).toBe(4);
    const held = rows.nth(2);
    expect(await held.getAttribute('data-reason')).toBe('withdrawal_hold');
    await expectText(held.getByTestId('record-amount'), `-${yen(20_000)}`);
    await expectText(held.getByTestId('record-balance'), /30,000/);
  });

  /** Types an amount, waits for the quote, confirms, and answers what the preview and the result said. */
  async function exchange(from: string, to: string, amount: string | 'all') {
    // From the result of the previous exchange, "exchange again" starts a new one.
    if (await page.getByTestId('exchange-done').count()) await page.getByTestId('exchange-again').click();
    else await open(page, '/user/exchange');
    await page.getByTestId('exchange-from').selectOption(from);
    await page.getByTestId('exchange-to').selectOption(to);
    // Rates move at each minute; a quote asked for in a minute's last seconds could be refused as
    // rate_changed at confirmation, so the journey starts a quote with the minute still young.
    const second = new Date().getUTCSeconds();
    if (second >= 50) await page.waitForTimeout((61 - second) * 1_000);
    if (amount === 'all') await page.getByTestId('exchange-all').click();
    else await page.getByTestId('exchange-amount').fill(amount);
    await page.getByTestId('exchange-quote').waitFor();
    const rate = await rowText(page, 'exchange-quote', 'rate');
    expect(rate).toMatch(new RegExp(`^1 ${from} = [\\d,.]+ ${to}$`));
    // Six significant digits at most, for reading.
    expect(
      rate
        .replace(/^1 \w+ = /, '')
        .replace(/\D/g, '')
        .replace(/^0+/, '').length,
    ).toBeLessThanOrEqual(6);
    await page.getByTestId('exchange-submit').click();
    const dialog = page.locator('.adm-dialog-content');
    await dialog.waitFor();
    const preview = (await dialog.innerText()).trim();
    await page.getByTestId('exchange-confirm-confirm').click();
    await page.getByTestId('exchange-done').waitFor();
    const paid = await rowText(page, 'exchange-result', 'debit');
    const received = await rowText(page, 'exchange-result', 'credit');
    return { preview, paid, received };
  }

  it('exchanges yen to dollars and back, each result exactly its preview', async () => {
    const toDollars = await exchange('JPY', 'USD', '10000');
    expect(toDollars.paid).toBe(yen(10_000));
    expect(toDollars.received).toMatch(/^[\d,]+\.\d{2} USD$/);
    expect(toDollars.preview).toBe(say('jp', 'exchange.confirmBody', { debit: toDollars.paid, credit: toDollars.received }));
    await screenshot(page, 'member-exchange-done');

    const back = await exchange('USD', 'JPY', 'all');
    expect(back.paid).toBe(toDollars.received);
    expect(back.preview).toBe(say('jp', 'exchange.confirmBody', { debit: back.paid, credit: back.received }));

    await open(page, '/user/usercenter');
    // The round trip loses only what rounding to cents and yen takes. The screen may first show the
    // balance it had cached and then the one the account stream brings, so it is read until it settles.
    const available = async () =>
      Number((await page.getByTestId('balance-JPY').getByTestId('balance-available').innerText()).replace(/[^\d.]/g, ''));
    await expect.poll(available).toBeGreaterThan(49_900);
    expect(await available()).toBeLessThanOrEqual(50_000);
    await expect(page.getByTestId('balance-USD').count()).resolves.toBe(0);

    await page.getByTestId('menu-fundRecords').click();
    await page.getByTestId('records-filter-exchange').click();
    // Each exchange is two records: the currency that left and the one that arrived.
    await expect.poll(() => page.getByTestId('records-list').locator('li').count()).toBe(4);
    const remarks = await page.getByTestId('records-list').getByTestId('record-remark').allInnerTexts();
    expect(remarks).toContain(say('jp', 'records.exchangedFrom', { currency: 'USD' }));
    expect(remarks).toContain(say('jp', 'records.exchangedInto', { currency: 'USD' }));
  });
});

function pad(hour: number): string {
  return String(hour).padStart(2, '0');
}
