/**
 * The order desk's idempotency job: which calls of a batch claim their keys, what an earlier
 * batch answered under them, the answer a repeat or a replay gets, and the replies to store.
 */
import { reject, type BatchVerdict, type EarlierAnswer } from '@kabuto/domain';
import { StoredReplay, type KeyClaim, type KeyedCall, type StoredReply } from '../platform/idempotency';
import type { DeskCall, Outcome } from './order-desk-types';

/** The key of a call as the batch's judge sees it: scope and key as one string, and the body's hash. */
export const batchKeyOf = (keyed: KeyedCall | null) =>
  keyed ? { id: `${keyed.claim.scope}\u0000${keyed.claim.key}`, hash: keyed.claim.hash } : null;

/** The claims to send: each claimant's (`claimants[i] === i`) key, in batch order. */
export function claimsOf(
  batch: readonly DeskCall[],
  claimants: readonly (number | null)[],
): { index: number; claim: KeyClaim }[] {
  return batch.flatMap((call, index) => (call.keyed && claimants[index] === index ? [{ index, claim: call.keyed.claim }] : []));
}

/** What an earlier batch answered for each call of this one (null for calls that claimed nothing), and the replies it stored. */
export function earlierAnswers(
  size: number,
  claims: readonly { index: number }[],
  claimed: readonly ({ replay: StoredReply } | { mismatch: true } | null | undefined)[],
): { answers: EarlierAnswer[]; replies: Map<number, StoredReply> } {
  const answers: EarlierAnswer[] = Array.from({ length: size }, () => null);
  const replies = new Map<number, StoredReply>();
  claims.forEach(({ index }, position) => {
    const answered = claimed[position];
    if (!answered) return;
    if ('mismatch' in answered) answers[index] = 'mismatch';
    else {
      answers[index] = 'replay';
      replies.set(index, answered.replay);
    }
  });
  return { answers, replies };
}

/**
 * The outcome of a call whose verdict is about its key (a replay, a reuse, a repeat of an earlier
 * call of the batch, whose outcome `outcomes` already holds); null for a verdict of another kind.
 */
export function keyOutcome(
  verdict: BatchVerdict,
  call: DeskCall,
  replay: StoredReply | undefined,
  outcomes: readonly (Outcome | undefined)[],
): Outcome | null {
  if (verdict.kind === 'reused') return reject('idempotency_key_reused');
  if (verdict.kind === 'replay') {
    if (!replay) throw new Error('a replayed key has no stored reply');
    return new StoredReplay(replay);
  }
  if (verdict.kind !== 'repeat') return null;
  const first = outcomes[verdict.of];
  if (!first || !call.keyed) throw new Error('a repeat comes after the call it repeats');
  return first instanceof StoredReplay ? first : new StoredReplay(call.keyed.replyOf(first));
}

/** The replies to store: each call that claimed its key and was written or refused answers with its outcome. */
export function repliesToStore(
  batch: readonly DeskCall[],
  verdicts: readonly BatchVerdict[],
  outcomes: readonly (Outcome | undefined)[],
): { claim: KeyClaim; reply: StoredReply }[] {
  return batch.flatMap((call, index) => {
    const kind = verdicts[index]?.kind;
    const outcome = outcomes[index];
    if (!call.keyed || !outcome || (kind !== 'write' && kind !== 'refuse')) return [];
    return [{ claim: call.keyed.claim, reply: call.keyed.replyOf(outcome) }];
  });
}
