/**
 * kabuto-draw-v1 checked against a second implementation written here from API.md's text alone
 * (node:crypto, synchronous, and a "water level" allotment instead of walking rounds), against
 * fixed vectors, and by properties over random draws.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allotInRounds,
  drawCommitment,
  rankEntries,
  reallotForfeits,
  runDraw,
  verifyDraw,
  webCryptoSha256,
  type DrawEntry,
} from './offering-draw';

// ---- The independent reference -------------------------------------------------------------

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Rounds give one lot per short entry per round, so after r whole rounds each entry has
 * min(request, r). Find the last whole round the lots pay for, then the partial round's lots
 * go in rank order to the entries that still want more.
 */
function referenceDraw(seed: string, entries: DrawEntry[], lotsOffered: number) {
  const seedBuf = Buffer.from(seed, 'hex');
  const ranked = entries
    .map((e) => ({ ...e, key: sha(Buffer.concat([seedBuf, Buffer.from(e.applicationId, 'utf8')])) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const filled = (level: number) => ranked.reduce((sum, e) => sum + Math.min(e.lots, level), 0);
  let level = 0;
  const top = Math.max(0, ...ranked.map((e) => e.lots));
  while (level < top && filled(level + 1) <= lotsOffered) level += 1;
  let rest = lotsOffered - filled(level);
  const allotments: { applicationId: string; lots: number }[] = [];
  for (const e of ranked) {
    let lots = Math.min(e.lots, level);
    if (rest > 0 && e.lots > level) {
      lots += 1;
      rest -= 1;
    }
    if (lots > 0) allotments.push({ applicationId: e.applicationId, lots });
  }
  return { commitment: sha(seedBuf), order: ranked.map((e) => e.applicationId), allotments };
}

const seedNo = (n: number) => sha(Buffer.from(`kabuto test seed ${n}`));

// ---- Fixed vectors --------------------------------------------------------------------------

const SEED_A = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const ENTRIES_A: DrawEntry[] = [
  { applicationId: '1', lots: 3 },
  { applicationId: '2', lots: 1 },
  { applicationId: '3', lots: 5 },
  { applicationId: '4', lots: 2 },
  { applicationId: '5', lots: 1 },
  { applicationId: '17', lots: 4 },
];

describe('kabuto-draw-v1 fixed vectors', () => {
  it('commits to SHA-256 of the seed bytes, not of the hex text', async () => {
    expect(await drawCommitment(SEED_A, webCryptoSha256)).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
  });

  it('ranks entries by SHA-256 of seed bytes then the decimal application id', async () => {
    const ranking = await rankEntries(SEED_A, ENTRIES_A, webCryptoSha256);
    expect(ranking.map((e) => e.applicationId)).toEqual(FIXED_ORDER_A);
  });

  it('allots 7 lots over 16 requested: one round of 6, then one more to the top-ranked entry', async () => {
    // 6 entries → round 1 gives 6 lots; 1 lot left goes to the first ranked entry still short.
    const { allotments } = await runDraw({ seed: SEED_A, entries: ENTRIES_A, lotsOffered: 7 }, webCryptoSha256);
    expect(allotments).toEqual(FIXED_ALLOT_A7);
  });

  it('allots 12 lots: entries 2 and 5 stop at 1, the rest get 2, and the partial third round goes by rank', async () => {
    // round 1: 6 lots; round 2: the 4 still short (17,4,1,3) → 10; round 3: 2 lots to 17 and 1, first by rank.
    const { allotments } = await runDraw({ seed: SEED_A, entries: ENTRIES_A, lotsOffered: 12 }, webCryptoSha256);
    expect(allotments).toEqual(FIXED_ALLOT_A12);
  });

  it('gives everyone their request when lots offered exceed the requests', async () => {
    const { allotments } = await runDraw({ seed: SEED_A, entries: ENTRIES_A, lotsOffered: 100 }, webCryptoSha256);
    expect(new Map(allotments.map((a) => [a.applicationId, a.lots]))).toEqual(
      new Map(ENTRIES_A.map((e) => [e.applicationId, e.lots])),
    );
  });
});

// Written down once from the reference above (node:crypto), not from the code under test.
const FIXED_ORDER_A = ['17', '5', '4', '1', '2', '3'];
const FIXED_ALLOT_A7 = [
  { applicationId: '17', lots: 2 },
  { applicationId: '5', lots: 1 },
  { applicationId: '4', lots: 1 },
  { applicationId: '1', lots: 1 },
  { applicationId: '2', lots: 1 },
  { applicationId: '3', lots: 1 },
];
const FIXED_ALLOT_A12 = [
  { applicationId: '17', lots: 3 },
  { applicationId: '5', lots: 1 },
  { applicationId: '4', lots: 2 },
  { applicationId: '1', lots: 3 },
  { applicationId: '2', lots: 1 },
  { applicationId: '3', lots: 2 },
];

// ---- Against the reference, over random draws -----------------------------------------------

const entriesArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 40 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.integer({ min: 1, max: 10 }).map((lots) => ({ applicationId: String(id), lots })))),
  );
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

describe('kabuto-draw-v1 properties', () => {
  it('agrees with the independent reference on commitment, ranking and allotments', async () => {
    await fc.assert(
      fc.asyncProperty(seedArb, entriesArb, fc.integer({ min: 0, max: 200 }), async (seed, entries, offered) => {
        const ours = await runDraw({ seed, entries, lotsOffered: offered }, webCryptoSha256);
        const ref = referenceDraw(seed, entries, offered);
        expect(ours.commitment).toBe(ref.commitment);
        expect(ours.ranking.map((e) => e.applicationId)).toEqual(ref.order);
        expect(ours.allotments).toEqual(ref.allotments);
      }),
      { numRuns: 150 },
    );
  });

  it('allots min(offered, requested) lots in all and nobody more than they asked for', async () => {
    await fc.assert(
      fc.asyncProperty(seedArb, entriesArb, fc.integer({ min: 0, max: 200 }), async (seed, entries, offered) => {
        const { allotments } = await runDraw({ seed, entries, lotsOffered: offered }, webCryptoSha256);
        const requested = entries.reduce((s, e) => s + e.lots, 0);
        expect(allotments.reduce((s, a) => s + a.lots, 0)).toBe(Math.min(offered, requested));
        const asked = new Map(entries.map((e) => [e.applicationId, e.lots]));
        for (const a of allotments) expect(a.lots).toBeLessThanOrEqual(asked.get(a.applicationId) ?? 0);
      }),
      { numRuns: 150 },
    );
  });

  it('changes the commitment and the order when one bit of the seed changes', async () => {
    const entries = Array.from({ length: 30 }, (_, i) => ({ applicationId: String(i + 1), lots: 1 }));
    const flipped = (SEED_A.slice(0, 63) + (SEED_A[63] === '0' ? '1' : '0')) as string;
    const a = await runDraw({ seed: SEED_A, entries, lotsOffered: 5 }, webCryptoSha256);
    const b = await runDraw({ seed: flipped, entries, lotsOffered: 5 }, webCryptoSha256);
    expect(b.commitment).not.toBe(a.commitment);
    expect(b.ranking.map((e) => e.applicationId)).not.toEqual(a.ranking.map((e) => e.applicationId));
  });

  it('rejects a published draw whose entries, seed or allotments were tampered with', async () => {
    // 12 lots so every entry's request matters (with 7, one lot each in round 1 hides a raised request).
    const lotsOffered = 12;
    const honest = await runDraw({ seed: SEED_A, entries: ENTRIES_A, lotsOffered }, webCryptoSha256);
    const published = {
      algorithm: 'kabuto-draw-v1',
      commitment: honest.commitment,
      seed: SEED_A,
      lotsOffered,
      entries: ENTRIES_A,
      allotments: honest.allotments,
    };
    expect(await verifyDraw(published, webCryptoSha256)).toMatchObject({ commitmentMatches: true, allotmentsMatch: true });
    // An entry removed, or its lots raised: the allotment no longer follows.
    const moreLots = ENTRIES_A.map((e) => (e.applicationId === '2' ? { ...e, lots: 9 } : e));
    const rankedTop = honest.ranking[0]?.applicationId;
    const tamperedEntries = ENTRIES_A.filter((e) => e.applicationId !== rankedTop);
    expect((await verifyDraw({ ...published, entries: tamperedEntries }, webCryptoSha256)).allotmentsMatch).toBe(false);
    expect((await verifyDraw({ ...published, entries: moreLots }, webCryptoSha256)).allotmentsMatch).toBe(false);
    // Another seed: the commitment gives it away.
    const otherSeed = seedNo(1);
    expect((await verifyDraw({ ...published, seed: otherSeed }, webCryptoSha256)).commitmentMatches).toBe(false);
    // A lot moved from one winner to another.
    const [first, second, ...rest] = honest.allotments;
    const moved = [{ ...first!, lots: first!.lots - 1 }, { ...second!, lots: second!.lots + 1 }, ...rest];
    expect((await verifyDraw({ ...published, allotments: moved }, webCryptoSha256)).allotmentsMatch).toBe(false);
  });

  it('gives every entry the same chance of a first lot (chi-square over 2,000 seeds)', async () => {
    // 10 entries with different requests, 3 lots: an entry gets a first lot iff it ranks in the top 3,
    // so each should win 2000 × 3 / 10 = 600 times. χ² with 9 degrees of freedom stays under 27.88
    // with probability 0.999; the seeds are fixed so the test gives the same answer every run.
    const entries = Array.from({ length: 10 }, (_, i) => ({ applicationId: String(1000 + i), lots: 1 + (i % 4) }));
    const wins = new Map(entries.map((e) => [e.applicationId, 0]));
    const seeds = 2000;
    for (let n = 0; n < seeds; n += 1) {
      const { allotments } = await runDraw({ seed: seedNo(n), entries, lotsOffered: 3 }, webCryptoSha256);
      for (const a of allotments) wins.set(a.applicationId, (wins.get(a.applicationId) ?? 0) + 1);
    }
    const expected = (seeds * 3) / 10;
    const chiSquare = [...wins.values()].reduce((s, w) => s + (w - expected) ** 2 / expected, 0);
    expect([...wins.values()].reduce((s, w) => s + w, 0)).toBe(seeds * 3);
    expect(chiSquare).toBeLessThan(27.88);
  });
});

// ---- Forfeits --------------------------------------------------------------------------------

describe('forfeit re-allotment', () => {
  const ranking: DrawEntry[] = [
    { applicationId: 'a', lots: 3 },
    { applicationId: 'b', lots: 1 },
    { applicationId: 'c', lots: 2 },
    { applicationId: 'd', lots: 2 },
  ];

  it('gives forfeited lots by rank to entries still short, never back to the forfeiter', () => {
    // 5 lots: round 1 a,b,c,d = 4; round 2 a = 5. So a:2 b:1 c:1 d:1.
    const first = allotInRounds(ranking, 5);
    expect(Object.fromEntries(first)).toEqual({ a: 2, b: 1, c: 1, d: 1 });
    // a forfeits its 2 lots: c and d are each short by one, and get them in rank order.
    const extra = reallotForfeits(ranking, first, new Set(['a']));
    expect(extra).toEqual([
      { applicationId: 'c', lots: 1 },
      { applicationId: 'd', lots: 1 },
    ]);
  });

  it('passes over an entry that cannot pay for its extra lots, and its lots go on down the ranking', () => {
    const first = allotInRounds(ranking, 5); // a:2 b:1 c:1 d:1
    // a forfeits 2 lots; c (first short entry) has no cash, so d gets one and the other stays unallotted
    // (d wants 2 and already has 1; b is filled).
    const extra = reallotForfeits(ranking, first, new Set(['a']), (id) => id !== 'c');
    expect(extra).toEqual([{ applicationId: 'd', lots: 1 }]);
  });

  it('leaves forfeited lots unallotted when nobody is short', () => {
    const first = allotInRounds(ranking, 8); // everyone filled: 3+1+2+2 = 8
    expect(reallotForfeits(ranking, first, new Set(['c']))).toEqual([]);
  });
});
