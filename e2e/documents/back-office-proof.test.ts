/**
 * The back office's view of the proof and the documents: the owner opens Proof of liabilities and
 * sees the day's published root beside the segregated cash and the documents made, then the demo
 * member's Documents tab with each document's ledger entries and fingerprint and their proof leaf.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, sql } from '../support/browser';
import { adminLogin } from '../support/global-setup';
import { openDesk, signInStaff } from '../admin/steps';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('back office: proof of liabilities and documents', () => {
  it("shows the published roots, the documents made, and a member's documents", async () => {
    const desk = await openDesk(browser);
    try {
      const { page } = desk;
      await signInStaff(page, adminLogin.username, adminLogin.password, inject('adminTotpSecret'));
      await page.getByTestId('menu-proof').click();
      await page.getByTestId('proof-runs').waitFor();
      await expect.poll(() => page.getByTestId('proof-status-published').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await page.getByTestId('documents-status').waitFor();
      await screenshot(page, 'admin-proof');

      const { rows } = await sql(`SELECT member_id FROM member_directory WHERE account = '0900000001'`);
      await page.goto(`/admin/#/members/${rows[0].member_id}?tab=documents`);
      await page.getByTestId('member-documents').waitFor();
      await expect
        .poll(() => page.getByTestId('member-documents').locator('code').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await screenshot(page, 'admin-member-documents');
    } finally {
      await desk.context.close();
    }
  });
});
