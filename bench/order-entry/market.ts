/** The market as a bench finds it on a fresh server: the stock to trade, its stored history, the trading routes. */
import { memberApi, type OrderRequestBody } from '@kabuto/contracts';
import { compareDecimal, decimal } from '@kabuto/domain';
import { memberCall, type Session } from './api';

/** The stock with the lowest price (the last trade, or the previous close before the first), so that deposits last longest. */
export async function cheapestStock(baseUrl: string): Promise<{ symbol: string; price: string }> {
  const stocks: { symbol: string; price: string }[] = [];
  for (let page = 1; ; page++) {
    const list = await memberCall(baseUrl, memberApi.marketList, {
      exchange: 'TSE',
      sort: 'symbol',
      order: 'asc',
      page,
      size: 100,
    });
    for (const quote of list.items) {
      if (quote.kind === 'stock' && quote.status === 'trading')
        stocks.push({ symbol: quote.symbol, price: quote.last ?? quote.prevClose });
    }
    if (page * list.size >= list.total) break;
  }
  const [cheapest] = stocks.sort((left, right) => compareDecimal(decimal(left.price), decimal(right.price)));
  if (!cheapest) throw new Error('no stock is trading: is MARKET_SESSIONS=always?');
  return cheapest;
}

/** The history generated at the server's first start is stored in one transaction, in the background. */
export async function waitForHistory(baseUrl: string, symbol: string): Promise<void> {
  for (const deadline = performance.now() + 5 * 60_000; performance.now() < deadline;) {
    const bars = await memberCall(baseUrl, memberApi.kline, { symbol, period: '1d', limit: 1000 });
    if (bars.length >= 100) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the market history was not stored within 5 minutes');
}

/** Places one order; false when the server has no trading routes yet, an error when it refuses. */
export async function tradingReady(baseUrl: string, member: Session, order: OrderRequestBody): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/vue${memberApi.tradeOrder.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...member, 'idempotency-key': 'bench-first-order' },
    body: JSON.stringify(order),
  });
  if (response.status === 404) return false;
  const body = await response.text();
  if (!response.ok || !body.includes('"status":1')) throw new Error(`the first order answered ${response.status}: ${body}`);
  return true;
}
