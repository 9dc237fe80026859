/**
 * The browser's check of a draw against a draw made here by hand: the allotment below is worked
 * out on paper from the ranking, not by the module the check runs, so a bug shared by the two
 * would not pass unseen.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDraw, type PublishedDraw } from './draw-check';

const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const commitment = sha(Buffer.from(seed, 'hex'));
const entries = [
  { applicationId: '11', lots: 2 },
  { applicationId: '12', lots: 1 },
  { applicationId: '13', lots: 3 },
];

/** Rounds over the ranking by hand: 4 lots to entries asking 2, 1 and 3. */
function byHand(lotsOffered: number) {
  const ranked = [...entries].sort((a, b) => {
    const ka = sha(Buffer.concat([Buffer.from(seed, 'hex'), Buffer.from(a.applicationId)]));
    const kb = sha(Buffer.concat([Buffer.from(seed, 'hex'), Buffer.from(b.applicationId)]));
    return ka < kb ? -1 : 1;
  });
  const given = new Map<string, number>();
  let left = lotsOffered;
  while (left > 0 && ranked.some((entry) => (given.get(entry.applicationId) ?? 0) < entry.lots)) {
    for (const entry of ranked) {
      if (left === 0) break;
      if ((given.get(entry.applicationId) ?? 0) >= entry.lots) continue;
      given.set(entry.applicationId, (given.get(entry.applicationId) ?? 0) + 1);
      left -= 1;
    }
  }
  return ranked
    .filter((entry) => given.has(entry.applicationId))
    .map((entry) => ({ applicationId: entry.applicationId, lots: given.get(entry.applicationId) ?? 0 }));
}

const draw: PublishedDraw = {
  algorithm: 'kabuto-draw-v1',
  commitment,
  seed,
  lotsOffered: 4,
  entries,
  allotments: byHand(4),
};

describe('verifying a draw in the browser', () => {
  it('matches an honest draw and finds my lots in it', async () => {
    // 4 lots over requests of 2, 1, 3: round one gives 1 each (3 lots), round two 1 to the first ranked still short.
    expect(draw.allotments.reduce((sum, allotment) => sum + allotment.lots, 0)).toBe(4);
    const check = await checkDraw(draw, commitment, 12);
    expect(check).toEqual({ commitmentMatches: true, allotmentsMatch: true, matches: true, entries: 3, allotted: 3, mine: 1 });
  });

  it('shows a mismatch when the seed was changed', async () => {
    const check = await checkDraw({ ...draw, seed: seed.replace(/^00/, '01') }, commitment, 12);
    expect(check.commitmentMatches).toBe(false);
    expect(check.matches).toBe(false);
  });

  it('shows a mismatch when an allotment was changed', async () => {
    const [first, ...rest] = draw.allotments;
    const tampered = [{ applicationId: first!.applicationId, lots: first!.lots + 1 }, ...rest];
    const check = await checkDraw({ ...draw, allotments: tampered }, commitment, null);
    expect(check.allotmentsMatch).toBe(false);
    expect(check.matches).toBe(false);
  });

  it('shows a mismatch when seed and commitment were swapped together after the opening', async () => {
    const other = 'ff'.repeat(32);
    const swapped = { ...draw, seed: other, commitment: sha(Buffer.from(other, 'hex')) };
    const check = await checkDraw(swapped, commitment, null);
    expect(check.commitmentMatches).toBe(false);
  });
});
