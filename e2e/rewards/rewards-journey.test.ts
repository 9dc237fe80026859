/**
 * A member's rewards in English: from the home shortcut to the rewards screen, a check-in paid by
 * the table (day 1 of a streak), a second tap refused, and the referral list with a friend who
 * joined with the member's invite code, masked, and the share sheet with the code and its QR.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, uniqueAccount } from '../support/browser';
import { expectText, memberPassword, registerByApi, say, signIn } from '../shell/steps';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

/** Opens an account with the given invite code through the API, as a friend would with the link. */
async function joinWith(inviteCode: string): Promise<string> {
  const account = uniqueAccount();
  const reply = await page.request.post('/api/vue/user/register', {
    data: { account, password: memberPassword, confirmPassword: memberPassword, inviteCode },
  });
  expect(reply.status()).toBe(200);
  return account;
}

/** The member's invite code, read through the API with a session of its own. */
async function inviteCodeOf(account: string): Promise<string> {
  const login = await page.request.post('/api/vue/user/login', { data: { account, password: memberPassword, agree: true } });
  const { token } = (await login.json()).data as { token: string };
  const info = await page.request.post('/api/vue/user/info', { data: {}, headers: { token, account } });
  return ((await info.json()).data as { inviteCode: string }).inviteCode;
}

describe('rewards journey', () => {
  it('checks in once for the day 1 reward, then lists a friend who joined with the invite code', async () => {
    const account = uniqueAccount();
    await registerByApi(page, account);
    await signIn(page, account, memberPassword, 'en');
    const inviteCode = await inviteCodeOf(account);
    expect(inviteCode).toBeTruthy();
    const friend = await joinWith(inviteCode);

    await page.getByTestId('shortcut-rewards').click();
    await page.getByTestId('rewards-page').waitFor();
    await expectText(page.getByTestId('open-offer'), say('en', 'rewards.openOffer'));
    await expectText(page.getByTestId('streak'), say('en', 'rewards.streakDays', { count: '0' }));
    await expectText(page.getByTestId('check-in'), say('en', 'rewards.checkIn', { amount: '¥10.00' }));

    await page.getByTestId('check-in').click();
    await expectText(page.getByTestId('check-in-result'), say('en', 'rewards.checkInResult', { amount: '¥10.00', streak: '1' }));
    await expectText(page.getByTestId('streak'), say('en', 'rewards.streakDays', { count: '1' }));
    await expectText(page.getByTestId('earned'), '¥10.00');
    await expectText(page.getByTestId('check-in'), say('en', 'rewards.checkedIn'));
    await expect.poll(() => page.getByTestId('check-in').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('checked-day').count()).toBe(1);

    const referral = page.getByTestId('referral');
    await expectText(referral.first(), new RegExp(`${friend.slice(0, 3)}\\*+${friend.slice(-2)}`));
    await expectText(referral.first().getByTestId('referral-status'), say('en', 'rewards.status.joined'));
    await expectText(page.getByTestId('referral-rule'), say('en', 'rewards.referralRule', { amount: '¥200.00' }));
    await screenshot(page, 'rewards-en');

    await page.getByTestId('share-invite').click();
    await expectText(page.getByTestId('share-code'), inviteCode);
    await page.getByTestId('invite-qr-image').waitFor();
    await screenshot(page, 'rewards-share-en');
  });
});
