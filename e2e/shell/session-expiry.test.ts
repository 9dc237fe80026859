/**
 * A session ended on the server (signed out elsewhere, or by staff): the next call tells the
 * member why, and a moment later they are on the sign-in screen with the stored token gone.
 */
import { describe, expect, it } from 'vitest';
import { sessionEndedChannel } from '../../apps/server/src/identity/session-ends';
import { browserForFile, screenshot, sql, uniqueAccount } from '../support/browser';
import { expectToast, registerByApi, say, signIn, type Language } from './steps';

const browser = browserForFile();

/** Ends the member's sessions as the server does (identity.repository.ts): with the notice every node listens for. */
async function endSessionsOf(account: string): Promise<void> {
  const ended = await sql(
    `WITH ended AS (
       UPDATE member_sessions SET ended_at = now()
        WHERE ended_at IS NULL AND member_id = (SELECT id FROM members WHERE account = $1) RETURNING id)
     SELECT pg_notify($2, id::text) FROM ended`,
    [account, sessionEndedChannel],
  );
  expect(ended.rowCount).toBeGreaterThan(0);
}

describe.each(['jp', 'en'] as const)('an ended session (%s)', (language: Language) => {
  it('shows why, then the sign-in screen, and forgets the token', async () => {
    const page = await browser.phone();
    const account = uniqueAccount();
    await registerByApi(page, account);
    await signIn(page, account, undefined, language === 'jp' ? undefined : language);
    expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeTruthy();

    await endSessionsOf(account);
    const endedAt = Date.now();
    await page.getByTestId('tab-mine').click();
    await expectToast(page, say(language, 'errors.session_ended'));
    await screenshot(page, `session-ended-toast-${language}`);
    expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull();

    await page.getByTestId('login-page').waitFor({ timeout: 10_000 });
    // The member had time to read the message before the screen changed.
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(1_400);
    expect(new URL(page.url()).hash).toBe('#/login/login');
    expect(await page.evaluate(() => localStorage.getItem('tokend'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('account'))).toBeNull();
    await screenshot(page, `session-ended-sign-in-${language}`);

    // Home no longer greets the member by number.
    await page.goto('/#/home/index');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('home-greeting').innerText()).toBe(say(language, 'home.greetingGuest'));
  });
});
