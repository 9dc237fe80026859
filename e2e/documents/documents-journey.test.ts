/**
 * A member opens last month's statement in Japanese (the default language): Mine → Documents, the
 * statement of the month listed with its ledger entries, opened as a PDF, and checked against the
 * ledger ("matches"); then the same screen in English and Chinese. The member's one movement (a
 * check-in reward) is moved back 40 days with SQL, so a finished month exists without waiting one.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot, sql, uniqueAccount } from '../support/browser';
import { expectText, openApp, registerByApi, say, signIn } from '../shell/steps';

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

/** A Japan month ("YYYY-MM") of an instant. */
const japanMonth = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);

describe('documents journey', () => {
  it("opens last month's statement as a PDF and verifies it against the ledger", async () => {
    const account = uniqueAccount();
    await registerByApi(page, account);
    await signIn(page, account);
    const login = await page.request.post('/api/vue/user/login', { data: { account, password: 'kabuto2024', agree: true } });
    const { token } = (await login.json()).data as { token: string };
    expect((await page.request.post('/api/vue/rewards/checkIn', { data: {}, headers: { token, account } })).status()).toBe(200);
    const movedTo = new Date(Date.now() - 40 * 86_400_000);
    await sql(
      `UPDATE ledger_entries SET created_at = $2 WHERE member_id = (SELECT member_id FROM member_directory WHERE account = $1)`,
      [account, movedTo],
    );
    const month = japanMonth(movedTo);

    await page.getByTestId('tab-mine').click();
    await page.getByTestId('menu-documents').click();
    await page.getByTestId('documents-page').waitFor();
    const statement = page.getByTestId(`document-monthly-${month}`);
    await expectText(statement, new RegExp(say('jp', 'documents.kind.monthly')));
    const opened = page.waitForResponse((response) => response.url().includes('/api/vue/documents/get'));
    await statement.getByTestId('document-open').click();
    const pdf = await opened;
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(Number(pdf.headers()['content-length'])).toBeGreaterThan(1_000);

    await statement.getByTestId('document-verify').click();
    await expectText(statement.getByTestId('document-verdict'), say('jp', 'documents.match'));
    await screenshot(page, 'documents-jp');

    for (const language of ['en', 'tw'] as const) {
      await openApp(page, '/user/documents', language);
      await page.getByTestId(`document-monthly-${month}`).waitFor();
      await screenshot(page, `documents-${language}`);
    }
  });
});
