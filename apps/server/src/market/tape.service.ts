/**
 * The recorded tape: the leader records every trade of each market step in the order it happened,
 * trading judges stops on it (through this service), and anyone can read it back to recompute a
 * trigger. Kept 7 days (the simulator prints some 50 trades a second): each triggered order keeps
 * its own trade (`triggeredBy`), so the proof outlives the tape.
 */
import { formatPrice, isRejection, rejectField, type Rejection } from '@kabuto/domain';
import type { MarketEvent } from '@kabuto/market';
import type { Queryable } from '../db/database';
import * as tape from './tape.repository';

export type { TapeRow } from './tape.repository';

const keptMs = 7 * 86_400_000;
const longestWindowMs = 60 * 60_000;

/** Records the trades among a step's events, in their order; index levels are not trades. */
export async function recordStepTrades(db: Queryable, events: readonly MarketEvent[]): Promise<void> {
  const trades = events.flatMap((event) =>
    event.kind === 'trade' ? [{ symbol: event.symbol, time: event.time, price: event.price, shares: event.shares }] : [],
  );
  await tape.recordTrades(db, trades);
}

export const lastTapeSeq = tape.lastSeq;
export const tapeBetweenSeqs = tape.tradesBetweenSeqs;
export const forgetOldTrades = (db: Queryable, now: Date) => tape.forgetTradesBefore(db, new Date(now.getTime() - keptMs));

/** The public tape of one stock between two instants, at most an hour apart. */
export async function tapeWindow(db: Queryable, body: { symbol: string; from: string; to: string }) {
  const window = tapeWindowOf(body);
  if (isRejection(window)) return window;
  const rows = await tape.tradesBetweenTimes(db, body.symbol, window.from, window.to);
  return rows.map((row) => ({ seq: row.seq, time: row.time.toISOString(), price: formatPrice(row.price), shares: row.shares }));
}

function tapeWindowOf(body: { from: string; to: string }): { from: Date; to: Date } | Rejection {
  const from = new Date(body.from);
  const to = new Date(body.to);
  if (to.getTime() < from.getTime()) return rejectField('to', 'not_allowed_value');
  if (to.getTime() - from.getTime() > longestWindowMs) return rejectField('to', 'too_large');
  return { from, to };
}
