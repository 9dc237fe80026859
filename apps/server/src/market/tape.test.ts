/** The leader records every trade the simulator prints, in the order printed. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { market: true });
});
afterAll(() => app.close());

it('records the simulator’s trades on the tape at every step', async () => {
  for (let i = 0; i < 5; i++) {
    app.clock.advance(1_000);
    await app.stepMarket();
  }
  const { rows } = await app.db.pool.query<{ seq: string; time: Date }>('SELECT seq, time FROM market_trades ORDER BY seq');
  expect(rows.length).toBeGreaterThan(0);
  // Tape order is time order: a later seq never carries an earlier time.
  for (let i = 1; i < rows.length; i++) expect(rows[i]!.time.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.time.getTime());
});
