/** The browser's check of a proof: my own passes, a changed balance or another day's root fails. */
import { describe, expect, it } from 'vitest';
import { buildSumTree, proofPath, webCryptoSha256 } from '@kabuto/domain';
import { checkProof, coveragePercent } from './proof-check';

async function published() {
  const leaves = [
    { memberId: '3', nonce: 'aa', balance: 1_000n },
    { memberId: '4', nonce: 'bb', balance: 2_500n },
    { memberId: '5', nonce: 'cc', balance: 0n },
  ];
  const tree = await buildSumTree(leaves, webCryptoSha256);
  const latest = {
    date: '2026-11-25',
    algorithm: 'kabuto-pol-v1' as const,
    root: tree.root.hash,
    total: '3500',
    leaves: 3,
    segregated: '4000',
    createdAt: '2026-11-25T07:00:00.000Z',
  };
  const mine = {
    date: latest.date,
    algorithm: latest.algorithm,
    leaf: { memberId: '4', nonce: 'bb', balance: '2500' },
    path: proofPath(tree, 1),
    root: latest.root,
    total: latest.total,
  };
  return { latest, mine };
}

describe('checking my proof in the browser', () => {
  it('verifies my own leaf and path against the published root', async () => {
    const { latest, mine } = await published();
    expect(await checkProof(mine, latest)).toMatchObject({ matches: true, computedRoot: latest.root, steps: 2 });
  });

  it('fails a balance changed by ¥1 and a root that is not the one published', async () => {
    const { latest, mine } = await published();
    expect((await checkProof({ ...mine, leaf: { ...mine.leaf, balance: '2501' } }, latest)).matches).toBe(false);
    expect((await checkProof(mine, { ...latest, root: 'f'.repeat(64) })).matches).toBe(false);
  });

  it('shows segregated cash as a share of what is owed', () => {
    // 4,000 / 3,500 = 114.28…%
    expect(coveragePercent('4000', '3500')).toBe('114.28%');
    expect(coveragePercent('0', '0')).toBeNull();
  });
});
