/**
 * A visitor sent to sign in from a member-only screen (the order form, reached from a stock) comes
 * back to it once signed in, with its query, instead of landing on home.
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, uniqueAccount } from '../support/browser';
import { memberPassword, openApp, registerByApi, submitSignIn } from './steps';

const browser = browserForFile();

describe('signing in from the order form', () => {
  it('returns to the order form for the same stock and side', async () => {
    const page = await browser.phone();
    const account = uniqueAccount();
    await registerByApi(page, account);
    const list = await page.request.post('/api/vue/market/list', { data: { size: 1, sort: 'symbol', order: 'asc' } });
    const symbol: string = (await list.json()).data.items[0].symbol;
    const orderForm = `/market/marketBuy?symbol=${symbol}&direction=short`;

    await openApp(page, orderForm);
    await page.getByTestId('login-page').waitFor();
    await submitSignIn(page, account, memberPassword);
    await page.getByTestId('order-page').waitFor();
    expect(new URL(page.url()).hash).toBe(`#${orderForm}`);
  });
});
