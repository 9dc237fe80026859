/**
 * The house strategies' record is reproducible from the recorded data and their parameters: an
 * independent replay of each published algorithm over the stored minute bars gives exactly the
 * times and prices at which the strategy's positions were opened and closed, and the ledger's
 * equity of each strategy agrees with its capital plus what those trades made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseAlgorithms, replayDecisions, type AlgorithmKey, type Price } from '@kabuto/domain';
import { parsePrice } from '@kabuto/domain';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectBooksBalanced } from '../../test/fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { market: true });
  await app.stopMarket();
});
afterAll(() => app?.close());

describe('house strategy history', () => {
  it('is what the published algorithms decide on the stored bars, filled at each bar’s close', async () => {
    const summary = await app.copyHistory();
    expect(summary).toContain('fills');
    const strategies = await app.db.pool.query(
      `SELECT id, algorithm, parameters, symbol, capital FROM copy_strategies WHERE kind = 'house' ORDER BY id`,
    );
    let traded = 0;
    for (const strategy of strategies.rows) {
      const bars = await app.db.pool.query(
        `SELECT time, high, low, close FROM bars WHERE symbol = $1 AND period = '1m' AND time < $2 ORDER BY time DESC LIMIT 3000`,
        [strategy.symbol, app.clock.now],
      );
      const oldestFirst = bars.rows.reverse().map((row) => ({
        time: row.time as Date,
        high: parsePrice(String(row.high)) as Price,
        low: parsePrice(String(row.low)) as Price,
        close: parsePrice(String(row.close)) as Price,
      }));
      const decisions = replayDecisions(houseAlgorithms[strategy.algorithm as AlgorithmKey], oldestFirst, strategy.parameters);
      const closeAt = new Map(oldestFirst.map((bar) => [bar.time.getTime(), bar.close]));
      const positions = await app.db.pool.query(
        `SELECT opened_at, entry_price, closed_at, close_price FROM positions WHERE strategy_id = $1 ORDER BY id`,
        [strategy.id],
      );
      // Every enter opens a position and every exit closes it, at the close of the bar decided on.
      const recorded = positions.rows.flatMap((row) => [
        { signal: 'enter', time: (row.opened_at as Date).getTime(), price: BigInt(row.entry_price) },
        ...(row.closed_at ? [{ signal: 'exit', time: (row.closed_at as Date).getTime(), price: BigInt(row.close_price) }] : []),
      ]);
      const replayed = decisions.map((decision) => ({
        signal: decision.signal,
        time: decision.time.getTime(),
        price: closeAt.get(decision.time.getTime()),
      }));
      expect(recorded).toEqual(replayed);
      traded += recorded.length;
    }
    expect(traded).toBeGreaterThan(0);

    // The list's equity is the ledger's: capital + Σ closed (gross − closing fee) − Σ opening fee and duty ± open P&L.
    const list = (await app.call('/copy/strategies', {})).body.data;
    for (const item of list) {
      const { rows } = await app.db.pool.query(
        `SELECT coalesce(sum(coalesce(gross_pnl, 0) - coalesce(closing_fee, 0) - opening_fee - stamp_duty), 0) AS made,
                count(*) FILTER (WHERE status = 'holding') AS holding
           FROM positions WHERE strategy_id = $1`,
        [item.id],
      );
      if (Number(rows[0].holding) === 0) expect(item.equity).toBe(String(10_000_000n + BigInt(rows[0].made)));
    }
    await expectBooksBalanced(app);
  });
});
