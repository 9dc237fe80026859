/**
 * A member sets a price alert in Japanese (the default language): searching a stock by the kana
 * reading of its name, opening its price alerts, adding one, and finding it listed and removable.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, screenshot } from '../support/browser';
import { expectText, expectToast, say, signIn } from '../shell/steps';

const demoMember = { account: '0900000001', password: 'demo1234' } as const;
/** 磐城クラウド, searched by its reading in hiragana. */
const stock = { reading: 'いわきくらうど', symbol: '4434' } as const;

const browser = browserForFile();
let page: Page;

beforeAll(async () => {
  page = await browser.phone();
});

describe('price alerts journey', () => {
  it('finds a stock by its kana reading, adds a price alert from its screen, and removes it', async () => {
    await signIn(page, demoMember.account, demoMember.password);
    await page.getByTestId('tab-search').click();
    await page.getByTestId('search-page').waitFor();
    await page.getByTestId('search-input').fill(stock.reading);
    await page.getByTestId(`search-result-${stock.symbol}`).click();

    await page.getByTestId('detail-page').waitFor();
    await page.getByTestId('detail-alert').click();
    await page.getByTestId('alerts-page').waitFor();
    await page.getByTestId('alert-kind-changePct').click();
    await page.getByTestId('alert-value').fill('150');
    await page.getByTestId('alert-add').click();
    // Over 100% is refused before anything is sent.
    await expectText(page.getByTestId('alert-value-error'), say('jp', 'market.alerts.badPercent'));
    await page.getByTestId('alert-value').fill('3');
    await page.getByTestId('alert-add').click();
    await expectToast(page, say('jp', 'market.alerts.added'));

    const row = page.getByTestId('alert-row').first();
    await expectText(row, /±3%/);
    await expectText(row.getByTestId('alert-status'), say('jp', 'market.alerts.active'));
    await screenshot(page, 'price-alerts-jp');
    await row.getByTestId('alert-remove').click();
    await expectToast(page, say('jp', 'market.alerts.removed'));
    await expect.poll(() => page.getByTestId('alert-row').count()).toBe(0);
  });
});
