/**
 * Helpers for the block-trade, placement and auction tests: a listed stock's last price as the
 * product price, the product saved by the owner, and the clock moved with the status clock run.
 */
import { expect } from 'vitest';
import { formatPrice, parsePrice, roundToTick, stepTicks, type TickTable, type Price, asPrice } from '@kabuto/domain';
import type { TestApp } from './test-app';
import type { Session } from './fixtures';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The market's cheapest stock (or the `index`th cheapest), its last price (sen) on its tick grid, and the tick table. */
export function stockAt(app: TestApp, index = 0): { symbol: string; last: Price; table: TickTable } {
  const priceOf = (s: { summary: { last: Price | null; previousClose: Price } | null }) =>
    s.summary?.last ?? s.summary?.previousClose ?? asPrice(0n);
  const stocks = [...app.quotes.states.values()]
    .filter((s) => s.instrument.kind === 'stock' && s.summary !== null)
    .sort((a, b) => (priceOf(a) < priceOf(b) ? -1 : priceOf(a) > priceOf(b) ? 1 : 0));
  const state = stocks[index];
  if (!state || state.instrument.kind !== 'stock' || !state.summary) throw new Error('no stock with a price');
  const last = state.summary.last ?? state.summary.previousClose;
  const table = state.instrument.tickTable;
  return { symbol: state.instrument.symbol, last: roundToTick(last, table, 'down'), table };
}

/** `price` moved by `ticks` on the grid, as the decimal string a request sends. */
export function ticksFrom(price: Price, ticks: number, table: TickTable): string {
  const moved = stepTicks(price, ticks, table);
  if (moved === null) throw new Error('off the grid');
  return formatPrice(moved);
}

/** Whole yen for `shares` at a price in yen (a decimal string), rounded up as margin is: what is held. */
export function costOf(price: string, shares: number): bigint {
  const sen = parsePrice(price);
  if (sen === null) throw new Error(`bad price ${price}`);
  return (sen * BigInt(shares) + 99n) / 100n;
}

export function isoAt(app: TestApp, ms: number): string {
  return new Date(app.clock.now.getTime() + ms).toISOString();
}

/** Saves a product and expects it to be accepted. */
export async function saveProduct(app: TestApp, owner: string, path: string, terms: object): Promise<number> {
  const saved = await app.admin(path, terms, owner);
  expect(saved.body).toMatchObject({ status: 1 });
  return saved.body.data.id;
}

/** Moves the clock, runs the status clock, and signs everyone in again (idle sessions end). */
export async function later(app: TestApp, ms: number, members: Session[]): Promise<void> {
  app.clock.advance(ms);
  await app.placements.tick();
  for (const member of members) {
    const reply = await app.call('/user/login', { account: member.account, password: 'hanami2026', agree: true });
    member.token = reply.body.data.token;
  }
}
