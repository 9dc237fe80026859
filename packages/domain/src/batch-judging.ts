/**
 * How a batch of money calls that commit together (the order desk's group commit) is judged:
 * each call on its own, in arrival order, as if it had come alone after the ones before it.
 *
 * 1. A call whose idempotency key an earlier batch answered gets that answer again (another body
 *    under the same key is `idempotency_key_reused`), and writes nothing.
 * 2. A key sent twice in one batch (a double tap) is claimed by the first call with it; a later
 *    one with the same body gets the first one's answer, one with another body is
 *    `idempotency_key_reused`. Neither writes anything.
 * 3. A refusal decided before the batch (the rules, the member's standing) is the call's answer.
 * 4. Otherwise the call's ledger entry posts on the balances the calls before it left; one the
 *    balances can't pay is refused (`insufficient_funds`) and changes nothing.
 *
 * Pure: the balances and what earlier batches answered are read before, the writes made after.
 */
import { applyEntry, type Balances, type Entry } from './ledger';
import { isRejection, type Rejection } from './rejection';

export interface BatchCall {
  /** The call's idempotency key (its scope and key as one string) and its body's hash; null without a key. */
  key: { id: string; hash: string } | null;
  /** A refusal decided before the batch; the call then has nothing to post. */
  refusal: Rejection | null;
  /** What the call posts when it is written; null when it has nothing to post. */
  entry: Entry | null;
}

/** What an earlier batch answered under a key: its stored reply, or `mismatch` when that came with another body. */
export type EarlierAnswer = 'replay' | 'mismatch' | null;

export type BatchVerdict =
  /** Write the call: its entry (if any) posted on the balances judged. */
  | { kind: 'write' }
  /** Answer the refusal; it writes nothing but, when keyed, its reply is stored. */
  | { kind: 'refuse'; rejection: Rejection }
  /** Send the reply an earlier batch stored under the call's key. */
  | { kind: 'replay' }
  /** `idempotency_key_reused`: the key came with another body; nothing is written or stored. */
  | { kind: 'reused' }
  /** The same key and body as call `of` of this batch: send that call's answer. */
  | { kind: 'repeat'; of: number };

/**
 * For each call, the index of the call of the batch that claims its key: itself when it is the
 * first with the key, the earlier one when it repeats it, null without a key. The claimants'
 * keys are claimed before the batch is judged.
 */
export function keyClaimants(calls: readonly Pick<BatchCall, 'key'>[]): (number | null)[] {
  const first = new Map<string, number>();
  return calls.map((call, index) => {
    if (!call.key) return null;
    const claimant = first.get(call.key.id);
    if (claimant !== undefined) return claimant;
    first.set(call.key.id, index);
    return index;
  });
}

/**
 * The verdict on each call of a batch in arrival order, and the balances after those written.
 * `earlier[i]` is what an earlier batch answered under call i's key (read for claimants only);
 * `balances` holds at least every account the entries touch.
 */
export function judgeBatch(
  calls: readonly BatchCall[],
  earlier: readonly EarlierAnswer[],
  balances: Balances,
): { verdicts: BatchVerdict[]; balances: Balances } {
  const claimants = keyClaimants(calls);
  let after = balances;
  const verdicts = calls.map((call, index): BatchVerdict => {
    const claimant = claimants[index] ?? null;
    if (claimant !== null && claimant !== index) {
      const first = calls[claimant];
      return first?.key?.hash === call.key?.hash ? { kind: 'repeat', of: claimant } : { kind: 'reused' };
    }
    const answered = earlier[index] ?? null;
    if (answered === 'mismatch') return { kind: 'reused' };
    if (answered === 'replay') return { kind: 'replay' };
    if (call.refusal) return { kind: 'refuse', rejection: call.refusal };
    if (!call.entry) return { kind: 'write' };
    const posted = applyEntry(after, call.entry);
    if (isRejection(posted)) return { kind: 'refuse', rejection: posted };
    after = posted;
    return { kind: 'write' };
  });
  return { verdicts, balances: after };
}
