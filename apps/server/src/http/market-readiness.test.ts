import { describe, expect, it } from 'vitest';
import { awaitMarketReadiness, createReadiness } from './readiness';

describe('market readiness', () => {
  it('stays unready and says so once when the history never reaches the database (a failed store)', async () => {
    const readiness = createReadiness(['migrations']);
    const logged: string[] = [];
    let looks = 0;
    await awaitMarketReadiness(readiness, {
      historyStored: Promise.resolve(),
      hasHistory: async () => false,
      log: (line) => logged.push(line),
      retryMs: 1,
      // Gives up after five looks, as a node shutting down would.
      stopped: () => ++looks > 5,
    });
    expect(readiness.pending()).toEqual(['history']);
    expect(logged).toEqual(['not ready: the market history is not stored yet']);
  });

  it('makes a follower ready once the leader has stored the history', async () => {
    const readiness = createReadiness(['migrations']);
    let looks = 0;
    await awaitMarketReadiness(readiness, {
      historyStored: Promise.resolve(),
      // The leader's bars arrive on the third look.
      hasHistory: async () => ++looks >= 3,
      log: () => undefined,
      retryMs: 1,
    });
    expect(looks).toBe(3);
    expect(readiness.pending()).toEqual([]);
  });
});
