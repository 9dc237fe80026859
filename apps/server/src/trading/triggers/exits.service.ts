/**
 * Exits on a holding position (OCO): a take-profit, a stop-loss (stop or stop-limit) and a
 * trailing stop, set together and replacing the ones the position had; the leader judges them on
 * the tape (trigger-engine.ts). Also sets the exits an opening order planned (IFD, IFDOCO) in the
 * transaction that fills it.
 */
import type { z } from 'zod';
import type { setExitsRequest } from '@kabuto/contracts';
import {
  asPrice,
  exitPriceRefusal,
  formatPrice,
  isRejection,
  reject,
  trailTrigger,
  trailWidthRefusal,
  type MemberId,
  type Price,
  type Rejection,
  type TrailWidth,
} from '@kabuto/domain';
import type { Database, Queryable } from '../../db/database';
import type { Bus, QuoteStore } from '../../market/market-feed.service';
import { lastTapeSeq } from '../../market/tape.service';
import type { TransactionScope } from '../../platform/transaction';
import { tradableInstrument, type TradableInstrument } from '../trading-context';
import { publishTradeChange } from '../trading-events';
import * as trades from '../trading.repository';
import * as exitRows from './exits.repository';
import { exitsPlanOf, type ExitsPlan } from './exits-plan';

export function trailWidthOf(trail: NonNullable<ExitsPlan['trail']>): TrailWidth {
  if ('width' in trail) return { width: asPrice(BigInt(trail.width)) };
  const [whole = '0', fraction = ''] = trail.pct.split('.');
  return { pctHundredths: BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2)) };
}

/** The rows of a plan for `position`, checked against the last price, or the first rule it breaks. */
export function exitsFor(
  position: Pick<trades.PositionRow, 'id' | 'memberId' | 'symbol' | 'direction'>,
  plan: ExitsPlan,
  instrument: TradableInstrument,
  judgedAfterSeq: number,
): exitRows.NewExit[] | Rejection {
  const market = {
    last: instrument.mark,
    limitUp: instrument.rules.limitUp,
    limitDown: instrument.rules.limitDown,
    table: instrument.tickTable,
  };
  const base = { positionId: position.id, memberId: position.memberId, symbol: position.symbol, direction: position.direction };
  const none = { limitPrice: null, trailWidth: null, trailPct: null, trailBest: null, judgedAfterSeq };
  const rows: exitRows.NewExit[] = [];
  if (plan.takeProfit !== undefined) {
    const price = asPrice(BigInt(plan.takeProfit));
    const refused = exitPriceRefusal('takeProfit', position.direction, price, market);
    if (refused) return refused;
    // A take-profit is a limit: it closes at its price or better, once a trade has reached it.
    rows.push({ ...base, ...none, kind: 'takeProfit', triggerPrice: price, limitPrice: price });
  }
  if (plan.stopLoss) {
    const trigger = asPrice(BigInt(plan.stopLoss.trigger));
    const refused = exitPriceRefusal('stopLoss', position.direction, trigger, market);
    if (refused) return refused;
    const limit = plan.stopLoss.limit === undefined ? null : asPrice(BigInt(plan.stopLoss.limit));
    if (limit !== null) {
      const limitRefused = exitPriceRefusal('stopLoss', position.direction, limit, { ...market, last: trigger });
      // The limit may equal the trigger; only the grid and the price limits apply to it.
      if (limitRefused && limitRefused.rejected !== 'trigger_would_fire') return limitRefused;
    }
    rows.push({ ...base, ...none, kind: 'stopLoss', triggerPrice: trigger, limitPrice: limit });
  }
  if (plan.trail) {
    const width = trailWidthOf(plan.trail);
    const refused = trailWidthRefusal(width, instrument.mark);
    if (refused) return refused;
    const trigger = trailTrigger(position.direction, instrument.mark, width, instrument.tickTable);
    rows.push({
      ...base,
      ...none,
      kind: 'trail',
      triggerPrice: trigger,
      trailWidth: 'width' in width ? width.width : null,
      trailPct: 'pct' in plan.trail ? plan.trail.pct : null,
      trailBest: instrument.mark,
    });
  }
  return rows;
}

/** Writes a plan's exits on a holding position in `tx` (one per kind: `exits_exist` otherwise). */
export async function writeExits(tx: Queryable, rows: readonly exitRows.NewExit[], now: Date): Promise<true | Rejection> {
  const written = await exitRows.insertExits(tx, rows, now);
  return written === rows.length ? true : reject('exits_exist');
}

export function exitView(exit: exitRows.ExitRow) {
  const price = (value: Price | null) => (value === null ? null : formatPrice(value));
  return {
    id: exit.id,
    kind: exit.kind,
    trigger: formatPrice(exit.triggerPrice),
    limit: price(exit.limitPrice),
    status: exit.status,
    trailWidth: price(exit.trailWidth),
    trailPct: exit.trailPct,
    trailBest: price(exit.trailBest),
    triggeredBy: exit.triggeredBy
      ? { price: formatPrice(exit.triggeredBy.price), time: exit.triggeredBy.time.toISOString(), seq: exit.triggeredBy.seq }
      : null,
  };
}

export function createExits({ db, clock, store, bus }: { db: Database; clock: () => Date; store: QuoteStore; bus: Bus }) {
  return {
    async set(scope: TransactionScope, memberId: MemberId, body: z.output<typeof setExitsRequest>) {
      const { positionId, ...input } = body;
      const plan = exitsPlanOf(input);
      if (isRejection(plan)) return plan;
      const now = clock();
      return scope.run(async (tx) => {
        const position = await trades.lockPosition(tx, positionId, memberId);
        if (!position || position.status !== 'holding') return reject('not_found');
        const instrument = tradableInstrument(store, position.symbol);
        if (!instrument) return reject('market_closed', { phase: 'closed' });
        const rows = exitsFor(position, plan, instrument, await lastTapeSeq(tx));
        if (isRejection(rows)) return rows;
        await exitRows.cancelActiveExits(tx, positionId, now);
        const written = await writeExits(tx, rows, now);
        if (isRejection(written)) return written;
        tx.afterCommit(() => publishTradeChange(bus, { memberId, positionId, positionStatus: 'holding' }, now));
        const exits = await exitRows.exitsOfPosition(tx, positionId);
        return { exits: exits.filter((exit) => exit.status === 'active').map(exitView) };
      });
    },

    async cancel(scope: TransactionScope, memberId: MemberId, positionId: number) {
      const now = clock();
      return scope.run(async (tx) => {
        const position = await trades.lockPosition(tx, positionId, memberId);
        if (!position) return reject('not_found');
        await exitRows.cancelActiveExits(tx, positionId, now);
        tx.afterCommit(() => publishTradeChange(bus, { memberId, positionId, positionStatus: position.status }, now));
        return {};
      });
    },

    /** A member's active exits with their positions, for staff (read-only). */
    async ofMember(memberId: MemberId) {
      const exits = await exitRows.activeExitsOfMember(db.pool, memberId);
      return exits.map((exit) => ({
        ...exitView(exit),
        positionId: exit.positionId,
        positionNo: trades.positionNo(exit.positionId),
        symbol: exit.symbol,
      }));
    },

    /** A position's exits, active and ended; 404 for another member's position, as every id-taking call. */
    async list(memberId: MemberId, positionId: number) {
      if (!(await trades.findPosition(db.pool, memberId, positionId))) return reject('not_found');
      const exits = await exitRows.exitsOfPosition(db.pool, positionId, memberId);
      return { exits: exits.map(exitView) };
    },
  };
}
