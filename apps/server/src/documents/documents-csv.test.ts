/**
 * CSV exports through HTTP: UTF-8 with a byte-order mark, header names in the member's language,
 * and exactly the rows the screens list (fund records, orders, closed positions), read through the
 * same calls; the annual figures end with their totals; bad input is a 400 and nothing else is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvTexts } from '@kabuto/i18n';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, fundedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';
import { csvField } from './documents-csv';

let app: TestApp;
let member: Session;

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
  app.clock.now = businessNoon;
  const symbol = standardStock(app);
  member = await fundedMember(app, '800000');
  setBook(app, symbol, bookAround('2150'));
  for (const lots of [1, 2]) {
    const placed = await app.call(
      '/trade/order',
      { symbol, direction: 'long', type: 'market', lots, leverage: 1, product: 'normal' },
      member,
    );
    expect(placed.statusCode).toBe(200);
    expect((await app.call('/trade/close', { positionId: placed.body.data.positionId }, member)).statusCode).toBe(200);
  }
});
afterAll(() => app.close());

async function csv(body: Record<string, unknown>, lang = 'jp') {
  const reply = await app.inject({ method: 'POST', url: '/api/vue/documents/csv', payload: body, headers: { ...member, lang } });
  return { status: reply.statusCode, type: reply.headers['content-type'], bytes: reply.rawPayload, text: reply.body };
}

/** Splits a CSV (without quotes inside fields, as these are) into rows of fields. */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('CSV exports', () => {
  it('writes fund records in Japanese with a BOM, one row per record the screen lists', async () => {
    const file = await csv({ kind: 'records' });
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(file.text);
    expect(header).toEqual(csvTexts.jp.records);
    const screen = (await app.call('/funds/records', { page: 1, size: 100 }, member)).body.data;
    expect(rows).toHaveLength(screen.total);
    expect(rows.map((row) => row[5])).toEqual(screen.items.map((item: { amount: string }) => item.amount));
    expect(rows.map((row) => row[6])).toEqual(screen.items.map((item: { balanceAfter: string }) => item.balanceAfter));
  });

  it('writes orders and closed positions with English headers when asked, as the screens list them', async () => {
    const orders = rowsOf((await csv({ kind: 'orders' }, 'en')).text);
    expect(orders[0]).toEqual(csvTexts.en.orders);
    const screenOrders = (await app.call('/trade/orders', { page: 1, size: 100 }, member)).body.data;
    expect(orders.slice(1).map((row) => row[0])).toEqual(screenOrders.items.map((order: { orderNo: string }) => order.orderNo));
    const closed = rowsOf((await csv({ kind: 'closed', lang: 'tw' })).text);
    expect(closed[0]).toEqual(csvTexts.tw.closed);
    const screenClosed = (await app.call('/trade/positions', { status: 'closed', page: 1, size: 100 }, member)).body.data;
    expect(closed.slice(1).map((row) => [row[0], row.at(-1)])).toEqual(
      screenClosed.items.map((position: { positionNo: string; pnl: string }) => [position.positionNo, position.pnl]),
    );
  });

  it("ends the annual figures with the year's totals", async () => {
    const rows = rowsOf((await csv({ kind: 'annual', year: 2026 })).text);
    expect(rows[0]).toEqual(csvTexts.jp.annual);
    const sales = rows.slice(1, -3);
    expect(sales).toHaveLength(2);
    const total = rows.at(-3)!;
    expect(total[0]).toBe(csvTexts.jp.total);
    // The net is the sum of the sales' gains (in yen with sen).
    const sen = (text: string) => Math.round(Number(text) * 100);
    expect(sen(total[6]!)).toBe(sales.reduce((sum, row) => sum + sen(row[6]!), 0));
  });

  it('refuses an unknown kind with a 400 and quotes a field that needs it', async () => {
    const file = await csv({ kind: 'everything' });
    expect(file.status).toBe(400);
    expect(JSON.parse(file.text)).toMatchObject({ code: 'invalid_input', fields: { kind: expect.any(String) } });
    expect(csvField('Kabuto, "K"')).toBe('"Kabuto, ""K"""');
  });
});
