import { describe, expect, it } from 'vitest';
import { judgeBatch, keyClaimants, type BatchCall, type EarlierAnswer } from './batch-judging';
import { accountKey, holdEntry, memberAccount } from './ledger';
import { money } from './money';
import { reject } from './rejection';

const availableOf = (member: string) => accountKey(memberAccount(member, 'JPY', 'available'));
const frozenOf = (member: string) => accountKey(memberAccount(member, 'JPY', 'frozen'));

/** A call that sets `yen` aside for member `member` (an order that rests holds its cost). */
function holding(member: string, yen: bigint, key: BatchCall['key'] = null): BatchCall {
  return { key, refusal: null, entry: holdEntry(member, money('JPY', yen), 'order_hold') };
}

const kinds = (verdicts: readonly { kind: string }[]) => verdicts.map((verdict) => verdict.kind);

describe('keyClaimants', () => {
  it.each([
    { keys: [], claimants: [] },
    { keys: [null, null], claimants: [null, null] },
    { keys: ['a', 'b', 'a', null, 'b', 'a'], claimants: [0, 1, 0, null, 1, 0] },
    { keys: [null, 'a', 'a'], claimants: [null, 1, 1] },
  ])('names the first call with each key as its claimant: $keys', ({ keys, claimants }) => {
    const calls = keys.map((id) => ({ key: id === null ? null : { id, hash: 'h' } }));
    expect(keyClaimants(calls)).toEqual(claimants);
  });
});

describe('judgeBatch', () => {
  it('posts each call on the balances the calls before it left, in arrival order', () => {
    // m1 has ¥150,000: the first hold of ¥100,000 posts, the second (¥100,000 > ¥50,000 left) is refused,
    // the third (¥40,000 ≤ ¥50,000) posts. m2 has ¥0 and is refused whatever came before.
    const balances = new Map([[availableOf('m1'), 150_000n]]);
    const calls = [holding('m1', 100_000n), holding('m1', 100_000n), holding('m2', 1n), holding('m1', 40_000n)];
    const { verdicts, balances: after } = judgeBatch(calls, [], balances);
    expect(kinds(verdicts)).toEqual(['write', 'refuse', 'refuse', 'write']);
    expect(verdicts[1]).toMatchObject({ rejection: { rejected: 'insufficient_funds' } });
    // 150,000 − 100,000 − 40,000 = 10,000 left; 140,000 frozen.
    expect(after.get(availableOf('m1'))).toBe(10_000n);
    expect(after.get(frozenOf('m1'))).toBe(140_000n);
    // The balances given are not changed.
    expect(balances.get(availableOf('m1'))).toBe(150_000n);
  });

  it('answers a refusal decided before the batch without posting, so it leaves the money to the calls after it', () => {
    const balances = new Map([[availableOf('m1'), 100_000n]]);
    const barred = { ...holding('m1', 100_000n), refusal: reject('verification_required') };
    const { verdicts, balances: after } = judgeBatch([barred, holding('m1', 100_000n)], [], balances);
    expect(verdicts).toEqual([{ kind: 'refuse', rejection: reject('verification_required') }, { kind: 'write' }]);
    expect(after.get(availableOf('m1'))).toBe(0n);
  });

  it('writes a call with nothing to post', () => {
    expect(judgeBatch([{ key: null, refusal: null, entry: null }], [], new Map()).verdicts).toEqual([{ kind: 'write' }]);
  });

  it.each<{ name: string; keys: (string | null)[]; hashes: string[]; earlier: EarlierAnswer[]; expected: unknown[] }>([
    {
      name: 'a key answered by an earlier batch replays its reply and posts nothing',
      keys: ['a', null],
      hashes: ['h', 'h'],
      earlier: ['replay', null],
      expected: [{ kind: 'replay' }, { kind: 'write' }],
    },
    {
      name: 'a key an earlier batch answered for another body is reused',
      keys: ['a'],
      hashes: ['other'],
      earlier: ['mismatch'],
      expected: [{ kind: 'reused' }],
    },
    {
      name: 'a key sent twice with one body: the first is written, the second repeats it',
      keys: ['a', 'a'],
      hashes: ['h', 'h'],
      earlier: [null, null],
      expected: [{ kind: 'write' }, { kind: 'repeat', of: 0 }],
    },
    {
      name: 'a key sent twice with two bodies: the second is reused',
      keys: ['a', 'b', 'a'],
      hashes: ['h', 'h', 'other'],
      earlier: [null, null, null],
      expected: [{ kind: 'write' }, { kind: 'write' }, { kind: 'reused' }],
    },
    {
      name: 'a repeat of a replayed key repeats the replay',
      keys: ['a', 'a'],
      hashes: ['h', 'h'],
      earlier: ['replay', null],
      expected: [{ kind: 'replay' }, { kind: 'repeat', of: 0 }],
    },
  ])('$name', ({ keys, hashes, earlier, expected }) => {
    const balances = new Map([[availableOf('m1'), 1_000n]]);
    const calls = keys.map((id, index) => holding('m1', 100n, id === null ? null : { id, hash: hashes[index] ?? '' }));
    const { verdicts, balances: after } = judgeBatch(calls, earlier, balances);
    expect(verdicts).toEqual(expected);
    // Only written calls post: ¥100 each.
    const written = verdicts.filter((verdict) => verdict.kind === 'write').length;
    expect(after.get(availableOf('m1'))).toBe(1_000n - 100n * BigInt(written));
  });

  it('judges a repeat of a call that was refused as that refusal, without posting twice', () => {
    const balances = new Map([[availableOf('m1'), 50n]]);
    const calls = [holding('m1', 100n, { id: 'a', hash: 'h' }), holding('m1', 100n, { id: 'a', hash: 'h' })];
    const { verdicts, balances: after } = judgeBatch(calls, [null, null], balances);
    expect(kinds(verdicts)).toEqual(['refuse', 'repeat']);
    expect(after.get(availableOf('m1'))).toBe(50n);
  });
});
