/**
 * The block-trade, placement and auction part of the demo data (`DEMO=1`), seeded once the market
 * has prices (the band is checked against them): one open product of each kind, and one auction
 * that opened two days ago and closed yesterday with the demo member's three bids, cleared by the
 * published rule. Everything goes through the placements service itself, its clock moved through
 * the past days, so each step followed the real rules and every yen is a posting.
 */
import { defaultTradingConfig, formatPrice, isRejection, stepTicks, type Price } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { QuoteStore } from '../market/market-feed.service';
import { memberByAccount } from '../identity/members.service';
import { auditTrailFor } from '../platform/audit';
import { ownTransaction } from '../platform/transaction';
import { createPlacementsService } from '../placements/placements.service';
import { openAllotmentPosition, tickTableOf } from '../trading/allotment-positions.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedDemoPlacements({ db, quotes }: { db: Database; quotes: QuoteStore }, account: string): Promise<string> {
  const member = await memberByAccount(db.pool, account);
  if (!member) return 'no demo member';
  const lastOf = (state: { summary: { last: Price | null; previousClose: Price } | null }) =>
    state.summary?.last ?? state.summary?.previousClose ?? null;
  const priced = [...quotes.states.values()].filter(
    (state) => state.instrument.kind === 'stock' && state.instrument.tickTable === 'standard' && lastOf(state) !== null,
  );
  // The two cheapest stocks, so the demo member's bids fit its cash.
  priced.sort((a, b) => Number((lastOf(a) ?? 0n) - (lastOf(b) ?? 0n)));
  const [first, second] = priced;
  if (!first || !second || first.instrument.kind !== 'stock' || second.instrument.kind !== 'stock')
    return 'no stocks with a price';
  const now = new Date();
  let time = new Date(now.getTime() - 2 * DAY);
  const service = createPlacementsService({
    db,
    clock: () => time,
    // The demo member is verified and unrestricted.
    applicantRefusal: async () => null,
    positions: {
      open: (tx, allotment, at) =>
        openAllotmentPosition(tx, allotment, {
          hours: 'always',
          now: at,
          // A fresh demo database trades under the default rules.
          risk: { config: defaultTradingConfig, tickTable: tickTableOf(quotes, allotment.symbol) },
        }),
    },
    instruments: {
      lookup(symbol) {
        const state = quotes.get(symbol);
        if (!state || state.instrument.kind !== 'stock') return null;
        return { names: state.instrument.names, tickTable: state.instrument.tickTable, lastPrice: lastOf(state) };
      },
    },
  });
  const audit = auditTrailFor(null);
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const price = (last: Price, ticks: number) => formatPrice(stepTicks(last, ticks, 'standard') ?? last);
  const saved = (result: { id: number } | { rejected: string }) => {
    if ('rejected' in result) throw new Error(`demo product refused: ${result.rejected}`);
    return result.id;
  };
  const a = first.instrument.symbol;
  const b = second.instrument.symbol;
  const lastA = lastOf(first) as Price;
  const lastB = lastOf(second) as Price;

  // Open now: a block trade, a placement and an auction, each closing in a few days.
  saved(
    await service.save(
      {
        kind: 'block',
        symbol: b,
        price: price(lastB, -3),
        minShares: 100,
        maxShares: 1_000,
        dailyLimitShares: 1_000,
        sharesOffered: 10_000,
        opensAt: at(-HOUR),
        closesAt: at(3 * DAY),
        lockupDays: 30,
      },
      audit,
    ),
  );
  saved(
    await service.save(
      {
        kind: 'placement',
        symbol: a,
        price: price(lastA, -1),
        minShares: 100,
        maxShares: 1_000,
        sharesOffered: 5_000,
        opensAt: at(-HOUR),
        closesAt: at(4 * DAY),
        lockupDays: 90,
      },
      audit,
    ),
  );
  saved(
    await service.save(
      {
        kind: 'auction',
        symbol: b,
        minBidPrice: price(lastB, -2),
        sharesOffered: 3_000,
        opensAt: at(-HOUR),
        closesAt: at(2 * DAY),
        lockupDays: 14,
      },
      audit,
    ),
  );
  // The closed auction: open two days ago, closed yesterday, 400 shares offered from 2 ticks below the last price.
  // The demo member's bids, ranked: 0 ticks × 300 (running total 300), −1 tick × 200 (500 ≥ 400: this one
  // sets the clearing price), −2 ticks × 200. The first fills, the second gets the 100 left, the third none.
  const closed = saved(
    await service.save(
      {
        kind: 'auction',
        symbol: a,
        minBidPrice: price(lastA, -2),
        sharesOffered: 400,
        opensAt: at(-2 * DAY),
        closesAt: at(-DAY),
        lockupDays: 0,
      },
      audit,
    ),
  );
  await service.tick();
  const refused: string[] = [];
  for (const [ticks, shares] of [
    [0, 300],
    [-1, 200],
    [-2, 200],
  ] as const) {
    const bid = await service.bid(ownTransaction(db), member.id, { auctionId: closed, price: price(lastA, ticks), shares });
    if (isRejection(bid)) refused.push(bid.rejected);
  }
  time = new Date(now.getTime() - DAY);
  await service.tick();
  time = now;
  await service.tick();
  return `closed auction ${closed} on ${a}${refused.length ? ` (bids refused: ${refused.join(', ')})` : ''}; block trade, placement and auction open on ${b} and ${a}`;
}
