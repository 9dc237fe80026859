/**
 * The demo member checks the day's proof of liabilities in Japanese (the default language): from
 * Mine to the proof screen, the published total and segregated cash, their balance in the tree,
 * and the check run on the phone with WebCrypto ending in "verified"; then the method page, and the
 * same screen in English and Chinese.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from '../support/browser';
import { expectText, openApp, say, signIn } from '../shell/steps';

const demoMember = { account: '0900000001', password: 'demo1234' } as const;

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

/** The proof is built by the leader's clock a moment after the server starts. */
async function waitForPublishedProof() {
  await expect
    .poll(async () => (await page.request.post('/api/vue/proof/latest', { data: {} })).status(), { timeout: 30_000 })
    .toBe(200);
}

describe('proof of liabilities journey', () => {
  it('verifies my balance in the published proof on the phone', async () => {
    await signIn(page, demoMember.account, demoMember.password);
    await waitForPublishedProof();
    await page.getByTestId('tab-mine').click();
    await page.getByTestId('menu-proof').click();
    await page.getByTestId('proof-page').waitFor();
    await expectText(page.getByTestId('proof-figures-total'), /^¥[\d,]+\.00$/);
    await expectText(page.getByTestId('proof-root'), /^[0-9a-f]{64}$/);
    await expectText(page.getByTestId('proof-mine-figures-balance'), /^¥[\d,]+\.00$/);

    await page.getByTestId('proof-verify').click();
    await expectText(page.getByTestId('proof-verdict'), say('jp', 'proof.match'));
    const root = await page.getByTestId('proof-root').textContent();
    await expectText(page.getByTestId('proof-computed-root'), root ?? '');
    await screenshot(page, 'proof-jp');

    await page.getByTestId('proof-method-link').click();
    await page.getByTestId('proof-method-page').waitFor();
    await expectText(page.getByTestId('proof-methodNode'), say('jp', 'proof.methodNode'));
    await screenshot(page, 'proof-method-jp');

    for (const language of ['en', 'tw'] as const) {
      await openApp(page, '/user/proof', language);
      await page.getByTestId('proof-verify').click();
      await expectText(page.getByTestId('proof-verdict'), say(language, 'proof.match'));
      await screenshot(page, `proof-${language}`);
    }
    await openApp(page, '/user/proofMethod', 'en');
    await page.getByTestId('proof-method-page').waitFor();
    await screenshot(page, 'proof-method-en');
  });
});
