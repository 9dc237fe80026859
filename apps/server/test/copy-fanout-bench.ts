/**
 * The body of bench/copy-fanout (which runs this file in its own process: it builds the server
 * in process, so it is typed with the server). Copy fan-out: one house strategy order mirrored into N running copies (1,000 by default), in
 * process against Postgres: the time from the strategy's decision until every copy's order is
 * written and committed (the moment each copy's order is acknowledged), and orders written per
 * second; then the same for the strategy's sell, which closes every copy's position.
 *
 * Setup is not measured and does not go through HTTP: members are written verified with a
 * deposit posted through the ledger, and each copy is funded by the copy entry the follow call
 * posts (1,000 registrations through the API would spend minutes hashing passwords).
 *
 *   node --import tsx bench/copy-fanout/run.ts (or this file directly)
 *   COPY_FANOUT_COPIES=1000 BENCH_DATABASE_URL=postgres://… (the machine's Postgres, else embedded)
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asSen, copyFundingEntry, depositEntry, priceLimits, yen, yenAmount } from '@kabuto/domain';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildApp } from '../src/app';
import { post, trialBalance } from '../src/ledger/ledger.service';
import { insertCopy } from '../src/copytrade/copytrade.repository';
import { copyNo } from '../src/copytrade/copy-desk';
import { cloneTemplate, startTestPostgres } from './postgres-server';
import { envNumber, printTable, writeResult } from '../../../bench/support/report';

const copies = envNumber('COPY_FANOUT_COPIES', 1_000);
const invested = 1_000_000n;

async function main() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const postgres = await startTestPostgres();
  const url = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
  const db = openDatabase(url, 5);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kabuto-copy-fanout-'));
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-owner-1' });
  const now = new Date();
  const { common, startMarket, quotes, copytrade } = await buildApp({
    config,
    db,
    clock: () => now,
    market: { stockCount: 5, minuteDays: 1, years: 1 },
  });
  try {
    await common.config.ensureDefaults();
    await copytrade.service.ensureHouseStrategies(copytrade.houseSymbols);
    const market = await startMarket();
    await market.historyStored;
    await market.stop();
    const [strategy] = await copytrade.queries.strategies('en');
    if (!strategy?.symbol) throw new Error('no house strategy');
    setDeepBook(quotes, strategy.symbol, now);

    const setupStarted = performance.now();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO members (account, password_hash, invite_code, kyc_status)
         SELECT '08' || lpad(n::text, 8, '0'), 'bench-no-sign-in', 'BENCH' || n, 'verified' FROM generate_series(1, $1) AS n
         RETURNING id`,
        [copies],
      );
      for (const { id } of rows) {
        await post(tx, depositEntry(String(id), yenAmount(invested)), { reference: `BENCH-${id}`, memberId: id, now });
        const copyId = await insertCopy(tx, { memberId: id, strategyId: strategy.id, invested, stopLossPct: 50, now });
        if (copyId === null) throw new Error('copy not written');
        await post(tx, copyFundingEntry(String(copyId), String(id), yenAmount(invested)), {
          reference: copyNo(copyId),
          memberId: id,
          now,
        });
      }
    });
    console.log(
      `${copies} running copies of ${strategy.name} (${strategy.symbol}) set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const buyStarted = performance.now();
    const bought = await copytrade.runner.trade(strategy.id, 'enter', now);
    const buyMs = performance.now() - buyStarted;
    if (!bought || 'rejected' in bought) throw new Error(`the strategy did not buy: ${JSON.stringify(bought)}`);
    const { rows: written } = await db.pool.query<{ orders: string; transactions: string }>(
      `SELECT count(*) AS orders, count(DISTINCT xmin::text) AS transactions FROM trade_orders WHERE strategy_id = $1 OR copy_id IS NOT NULL`,
      [strategy.id],
    );
    const buyOrders = Number(written[0]?.orders ?? 0);

    const sellStarted = performance.now();
    const sold = await copytrade.runner.trade(strategy.id, 'exit', now);
    const sellMs = performance.now() - sellStarted;
    if (!sold || 'rejected' in sold) throw new Error(`the strategy did not sell: ${JSON.stringify(sold)}`);
    const sellCloses = 1 + sold.copies;

    const books = await trialBalance(db.pool);
    const balanced = books.every((row) => /^0(\.0+)?$/.test(row.sum) && row.mismatches === 0);
    printTable(
      ['step', 'copies filled', 'orders written', 'transactions', 'time until all acknowledged', 'orders/s'],
      [
        [
          'buy',
          bought.copies,
          buyOrders,
          written[0]?.transactions ?? '?',
          `${buyMs.toFixed(0)} ms`,
          (buyOrders / (buyMs / 1000)).toFixed(0),
        ],
        ['sell', sold.copies, sellCloses, 1, `${sellMs.toFixed(0)} ms`, (sellCloses / (sellMs / 1000)).toFixed(0)],
      ],
    );
    console.log(`trial balance: ${balanced ? 'zero in every currency, no mismatched account' : JSON.stringify(books)}`);
    const file = await writeResult('copy-fanout', {
      copies,
      buy: {
        copiesFilled: bought.copies,
        skipped: 'legs' in bought ? bought.legs - bought.copies : 0,
        ordersWritten: buyOrders,
        ms: buyMs,
        ordersPerSecond: buyOrders / (buyMs / 1000),
      },
      sell: { copiesClosed: sold.copies, closes: sellCloses, ms: sellMs, closesPerSecond: sellCloses / (sellMs / 1000) },
      booksBalanced: balanced,
    });
    console.log(`written to ${file}`);
    if (!balanced) process.exitCode = 1;
  } finally {
    await db.close();
    await postgres.stop();
  }
}

/** A deep book around ¥2,000 (100,000 shares on each of five levels a side), so every copy fills at the best levels. */
function setDeepBook(quotes: Awaited<ReturnType<typeof buildApp>>['quotes'], symbol: string, time: Date) {
  const last = yen('2000');
  const state = quotes.get(symbol);
  if (!state || state.instrument.kind !== 'stock') throw new Error(`${symbol} is not a stock`);
  const limits = priceLimits(last, state.instrument.tickTable);
  const level = (step: number) => ({ price: yen(String(2000 + step)), shares: 100_000 });
  quotes.update(
    symbol,
    {
      summary: {
        symbol,
        tradingDate: time.toISOString().slice(0, 10),
        previousClose: last,
        limitUp: limits.limitUp,
        limitDown: limits.limitDown,
        open: last,
        high: last,
        low: last,
        last,
        volume: 0,
        turnover: asSen(0n),
      },
      book: { symbol, time, bids: [1, 2, 3, 4, 5].map((step) => level(-step)), asks: [1, 2, 3, 4, 5].map(level) },
    },
    time,
  );
}

await main();
