/**
 * kabuto-pol-v1 checked against a second implementation written here from API.md's text alone
 * (node:crypto, synchronous, recursive over padded halves instead of level by level), and by
 * properties over random balances: a ¥1 change moves the root, another member's proof fails, and a
 * path carrying a negative sum is refused.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webCryptoSha256 } from './offering-draw';
import { buildSumTree, proofPath, verifyInclusion, ZERO_HASH, type ProofLeaf } from './proof-tree';

// ---- The independent reference -------------------------------------------------------------

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
type RefNode = { hash: string; sum: bigint };
const zero: RefNode = { hash: '0'.repeat(64), sum: 0n };

/** Pairs neighbours level by level, the last one of an odd level with the zero leaf, until one is left. */
function referenceRoot(leaves: ProofLeaf[]): RefNode {
  let level: RefNode[] = leaves.map((l) => ({ hash: sha(`${l.memberId}:${l.nonce}:${l.balance}`), sum: l.balance }));
  if (level.length === 0) return zero;
  while (level.length > 1) {
    const next: RefNode[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1] ?? zero;
      next.push({ hash: sha(left.hash + String(left.sum) + right.hash + String(right.sum)), sum: left.sum + right.sum });
    }
    level = next;
  }
  return level[0]!;
}

// ---- Generators ------------------------------------------------------------------------------

const leavesArb = fc
  .array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 40 })
  .map((balances) => balances.map((balance, i) => ({ memberId: String(i + 1), nonce: `n${i}x`, balance })));

describe('kabuto-pol-v1 Merkle sum tree', () => {
  it('gives the root and total of the independent implementation', async () => {
    await fc.assert(
      fc.asyncProperty(leavesArb, async (leaves) => {
        const tree = await buildSumTree(leaves, webCryptoSha256);
        const reference = referenceRoot(leaves);
        expect(tree.root.hash).toBe(reference.hash);
        expect(tree.root.sum).toBe(reference.sum);
        // The total is the plain sum of the balances.
        expect(tree.root.sum).toBe(leaves.reduce((sum, leaf) => sum + leaf.balance, 0n));
      }),
      { numRuns: 60 },
    );
  });

  it('matches a fixed vector: three members paired with the zero leaf', async () => {
    const leaves = [
      { memberId: '7', nonce: 'aa', balance: 1000n },
      { memberId: '8', nonce: 'bb', balance: 250n },
      { memberId: '9', nonce: 'cc', balance: 0n },
    ];
    const tree = await buildSumTree(leaves, webCryptoSha256);
    const a = sha('7:aa:1000');
    const b = sha('8:bb:250');
    const c = sha('9:cc:0');
    // (1,000 + 250) + (0 + 0) = 1,250
    const ab = sha(`${a}1000${b}250`);
    const c0 = sha(`${c}0${ZERO_HASH}0`);
    expect(tree.root).toEqual({ hash: sha(`${ab}1250${c0}0`), sum: 1250n });
  });

  it('changes the root when one balance changes by ¥1', async () => {
    await fc.assert(
      fc.asyncProperty(leavesArb, fc.nat(), async (leaves, pick) => {
        const index = pick % leaves.length;
        const changed = leaves.map((leaf, i) => (i === index ? { ...leaf, balance: leaf.balance + 1n } : leaf));
        const before = await buildSumTree(leaves, webCryptoSha256);
        const after = await buildSumTree(changed, webCryptoSha256);
        expect(after.root.hash).not.toBe(before.root.hash);
        expect(after.root.sum).toBe(before.root.sum + 1n);
      }),
      { numRuns: 40 },
    );
  });

  it("verifies every member's own proof and fails another member's", async () => {
    await fc.assert(
      fc.asyncProperty(
        leavesArb.filter((leaves) => leaves.length > 1),
        fc.nat(),
        async (leaves, pick) => {
          const tree = await buildSumTree(leaves, webCryptoSha256);
          const root = tree.root.hash;
          const total = tree.root.sum.toString();
          const mine = pick % leaves.length;
          const other = (mine + 1) % leaves.length;
          const leafOf = (i: number) => ({ ...leaves[i]!, balance: leaves[i]!.balance.toString() });
          const own = await verifyInclusion({ leaf: leafOf(mine), path: proofPath(tree, mine), root, total }, webCryptoSha256);
          expect(own.matches).toBe(true);
          // Another member's leaf with my path does not reach the root.
          const swapped = await verifyInclusion(
            { leaf: leafOf(other), path: proofPath(tree, mine), root, total },
            webCryptoSha256,
          );
          expect(swapped.matches).toBe(false);
          // My leaf claiming ¥1 more does not either.
          const richer = { ...leafOf(mine), balance: String(leaves[mine]!.balance + 1n) };
          const inflated = await verifyInclusion({ leaf: richer, path: proofPath(tree, mine), root, total }, webCryptoSha256);
          expect(inflated.failure).toBe('root_differs');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a negative balance when building and a negative sum on a path when verifying', async () => {
    await expect(buildSumTree([{ memberId: '1', nonce: 'x', balance: -1n }], webCryptoSha256)).rejects.toThrow(/negative/);
    const leaves = [
      { memberId: '1', nonce: 'a', balance: 100n },
      { memberId: '2', nonce: 'b', balance: 50n },
    ];
    const tree = await buildSumTree(leaves, webCryptoSha256);
    const path = proofPath(tree, 0).map((step) => ({ ...step, sum: '-50' }));
    const check = await verifyInclusion(
      { leaf: { memberId: '1', nonce: 'a', balance: '100' }, path, root: tree.root.hash, total: '50' },
      webCryptoSha256,
    );
    expect(check).toMatchObject({ matches: false, failure: 'negative_sum' });
  });

  it('answers total_differs when the published total is not the root sum', async () => {
    const leaves = [
      { memberId: '1', nonce: 'a', balance: 100n },
      { memberId: '2', nonce: 'b', balance: 50n },
    ];
    const tree = await buildSumTree(leaves, webCryptoSha256);
    const check = await verifyInclusion(
      { leaf: { memberId: '1', nonce: 'a', balance: '100' }, path: proofPath(tree, 0), root: tree.root.hash, total: '149' },
      webCryptoSha256,
    );
    expect(check.failure).toBe('total_differs');
  });

  it('has a proof of ⌈log₂ N⌉ steps', async () => {
    const leaves = Array.from({ length: 37 }, (_, i) => ({ memberId: String(i), nonce: 'n', balance: BigInt(i) }));
    const tree = await buildSumTree(leaves, webCryptoSha256);
    expect(proofPath(tree, 36)).toHaveLength(6);
    expect(await buildSumTree([], webCryptoSha256)).toMatchObject({ root: { hash: ZERO_HASH, sum: 0n } });
  });
});
