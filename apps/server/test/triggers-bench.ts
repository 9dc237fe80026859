/**
 * The body of bench/triggers (run in its own process; it builds the server in process, so it is
 * typed with the server). 100,000 waiting stops over every simulated stock (152), written straight
 * into the database, then tapes like the simulator's (a few trades per stock per step) recorded and
 * judged by the leader's trigger pass: trades judged per second, the pass's time (an upper bound
 * of trigger-to-order: a stop that fires is a pending order when its pass ends) at p50 and p99,
 * and the memory one waiting stop takes as the pass reads it (the pass reads only the stops a
 * step's trades can reach, not all of them).
 *
 *   node --import tsx bench/triggers/run.ts
 *   TRIGGERS_WAITING=100000 TRIGGERS_PASSES=30 BENCH_DATABASE_URL=postgres://… (else embedded)
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asPrice, type Price } from '@kabuto/domain';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildApp } from '../src/app';
import { recordStepTrades } from '../src/market/tape.service';
import { waitingStops } from '../src/trading/triggers/conditional-orders.repository';
import { cloneTemplate, startTestPostgres } from './postgres-server';
import { envNumber, printTable, writeResult } from '../../../bench/support/report';

const waiting = envNumber('TRIGGERS_WAITING', 100_000);
const passes = envNumber('TRIGGERS_PASSES', 30);
/** Trades per step: the simulator prints about 0.4 a stock a second; a burst is ten times that. */
const tapeSizes = [60, 600];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function main() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const postgres = await startTestPostgres();
  const url = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
  const db = openDatabase(url, 5);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-triggers-'));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-owner-1' });
  let now = new Date();
  const { common, startMarket, quotes, trading } = await buildApp({
    config,
    db,
    clock: () => now,
    market: { minuteDays: 1, years: 1 },
  });
  try {
    await common.config.ensureDefaults();
    const market = await startMarket();
    await market.historyStored;
    await market.stop();
    const marks = new Map<string, bigint>();
    for (const [symbol, state] of quotes.states) {
      const last = state.summary?.last ?? state.summary?.previousClose;
      if (state.instrument.kind === 'stock' && last) marks.set(symbol, last);
    }
    const symbols = [...marks.keys()];
    const { rows } = await db.pool.query<{ id: number }>(
      `INSERT INTO members (account, password_hash, invite_code, kyc_status)
       SELECT '08' || lpad(n::text, 8, '0'), 'bench-no-sign-in', 'BENCH' || n, 'verified' FROM generate_series(1, 1000) AS n RETURNING id`,
    );
    const members = rows.map((row) => row.id);
    // Buy stops 2–20% above the last price and sell stops as far below: a random walk of a few steps reaches almost none.
    await db.pool.query(
      `INSERT INTO trade_orders (member_id, symbol, direction, type, product, lots, shares, leverage, held, status, trading_date,
         created_at, trigger_price, validity, expires_on, judged_after_seq)
       SELECT ($1::int[])[1 + n % array_length($1::int[], 1)], s.symbol, CASE WHEN n % 2 = 0 THEN 'long' ELSE 'short' END, 'market',
         'normal', 1, 100, 1, 0, 'waiting', $4, now(),
         CASE WHEN n % 2 = 0 THEN s.mark * (102 + n % 18) / 100 ELSE s.mark * (98 - n % 18) / 100 END, 'gtd', $5, 0
         FROM generate_series(1, $3) AS n
         JOIN unnest($2::text[], $6::bigint[]) WITH ORDINALITY AS s(symbol, mark, k) ON s.k = 1 + n % array_length($2::text[], 1)`,
      [members, symbols, waiting, '2026-01-01', '2099-12-31', symbols.map((symbol) => marks.get(symbol)!.toString())],
    );
    console.log(`${waiting.toLocaleString('en-US')} waiting stops over ${symbols.length} stocks`);

    const heapBefore = process.memoryUsage().heapUsed;
    const loaded = await waitingStops(db.pool);
    const heapAfter = process.memoryUsage().heapUsed;
    const bytesPerOrder = Math.max(0, heapAfter - heapBefore) / loaded.length;

    const results = [];
    for (const size of tapeSizes) {
      const times: number[] = [];
      for (let pass = 0; pass < passes; pass++) {
        const trades = Array.from({ length: size }, (_, index) => {
          const symbol = symbols[(pass * size + index) % symbols.length]!;
          const mark = marks.get(symbol)!;
          const next = asPrice(mark + (Math.random() < 0.5 ? 1n : -1n) * (mark / 1000n > 0n ? mark / 1000n : 1n)) as Price;
          marks.set(symbol, next);
          return { kind: 'trade' as const, symbol, time: new Date(now.getTime() + index), price: next, shares: 100 };
        });
        await recordStepTrades(db.pool, trades);
        now = new Date(now.getTime() + 1_000);
        const started = performance.now();
        await trading.triggers.step(now);
        times.push(performance.now() - started);
      }
      const p50 = percentile(times, 0.5);
      const p99 = percentile(times, 0.99);
      const total = times.reduce((sum, time) => sum + time, 0);
      results.push({
        tradesPerPass: size,
        passes,
        p50Ms: p50,
        p99Ms: p99,
        tradesJudgedPerSecond: (size * passes * 1000) / total,
      });
    }
    const fired = await db.pool.query<{ count: string }>(`SELECT count(*) FROM trade_orders WHERE triggered_seq IS NOT NULL`);
    printTable(
      ['trades a pass', 'passes', 'pass p50', 'pass p99', 'trades judged / s'],
      results.map((r) => [
        r.tradesPerPass,
        r.passes,
        `${r.p50Ms.toFixed(1)} ms`,
        `${r.p99Ms.toFixed(1)} ms`,
        Math.round(r.tradesJudgedPerSecond),
      ]),
    );
    console.log(
      `memory per waiting stop as the pass reads it: ${bytesPerOrder.toFixed(0)} bytes; stops fired: ${fired.rows[0]?.count}`,
    );
    await writeResult('triggers', {
      waiting,
      stocks: symbols.length,
      bytesPerWaitingOrder: bytesPerOrder,
      results,
      fired: Number(fired.rows[0]?.count),
    });
  } finally {
    await db.close();
    await postgres.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
