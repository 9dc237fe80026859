/**
 * One batch of the order desk, written in two round trips. First (with BEGIN) the claim of its
 * keys, the read of its members, the draw of its ids and the lock of its ledger accounts; then,
 * once the domain's `judgeBatch` has judged each call on what those returned, every write (ledger
 * entries, holds, orders, positions, replies) and COMMIT. A batch costs the same ten statements
 * whether it holds one order or a hundred.
 */
import { judgeBatch, keyClaimants, type BatchCall, type BatchVerdict, type Rejection } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { claimKeys, storeReplies } from '../platform/idempotency';
import type { EventPublisher } from '../platform/outbox';
import { drawIds, numberOrders } from './order-desk-ids';
import { batchKeyOf, claimsOf, earlierAnswers, keyOutcome, repliesToStore } from './order-desk-keys';
import { entriesToWrite, lockAccounts, orderPosting, type OrderPosting } from './order-desk-ledger';
import { memberRefusal, readMembers } from './order-desk-members';
import type { AcceptedOrder, DeskCall, Outcome, PlacedOrder } from './order-desk-types';
import { fillEvent } from './trading-outbox';
import * as trades from './trading.repository';
import { judgeNisaOrders } from './nisa-batch';
import { markNisaOrders } from './order-accounts.repository';
import type { TradingTaxation } from './trading-taxation';

/** An order of the batch that may be written (not a repeat of a key): its index and what it would post. */
interface Candidate extends OrderPosting {
  index: number;
  order: AcceptedOrder;
}

/** Writes `batch` and commits; answers each call in batch order. */
export async function writeOrderBatch(
  tx: Queryable,
  commit: () => Promise<void>,
  batch: readonly DeskCall[],
  config: ConfigService,
  events?: EventPublisher,
  taxation?: TradingTaxation,
  /** Told of each placed order whose fill was written to the outbox (the desk delivers those after commit). */
  onTold?: (placed: PlacedOrder) => void,
): Promise<Outcome[]> {
  const claimants = keyClaimants(batch.map((call) => ({ key: batchKeyOf(call.keyed) })));
  const claims = claimsOf(batch, claimants);
  const candidates: Candidate[] = batch.flatMap((call, index) => {
    const repeat = claimants[index] !== null && claimants[index] !== index;
    return call.order && !repeat ? [{ index, order: call.order, ...orderPosting(call.order) }] : [];
  });
  const [claimed, members, ids, accounts, told] = await Promise.all([
    claimKeys(
      tx,
      claims.map(({ claim }) => claim),
    ),
    readMembers(
      tx,
      candidates.map(({ order }) => order),
    ),
    drawIds(tx, candidates),
    lockAccounts(tx, candidates),
    // Whose fills other domains want told (copy trading: running mentors'), asked in the same round trip.
    events?.membersWanted(
      tx,
      'trading.member_filled',
      candidates.map(({ order }) => order.memberId),
    ),
  ]);
  const earlier = earlierAnswers(batch.length, claims, claimed);

  // A member who may not trade is refused before the batch's money is judged; a replayed key is not asked.
  const refusals = new Map<number, Rejection>();
  for (const { index, order } of candidates) {
    if (earlier.answers[index] !== null) continue;
    const refusal = await memberRefusal(members, order, config);
    if (refusal) refusals.set(index, refusal);
  }
  await judgeNisaOrders(tx, candidates, refusals, taxation);
  const candidateAt = new Map(candidates.map((candidate) => [candidate.index, candidate]));
  const calls: BatchCall[] = batch.map((call, index) => ({
    key: batchKeyOf(call.keyed),
    refusal: call.refusal ?? refusals.get(index) ?? null,
    entry: candidateAt.get(index)?.posting.entry ?? null,
  }));
  const { verdicts } = judgeBatch(calls, earlier.answers, accounts.balances);

  const written = candidates.filter(({ index }) => verdicts[index]?.kind === 'write');
  const numbered = numberOrders(written, ids);
  const writeEntries = entriesToWrite(
    accounts,
    written.map(({ posting }, position) => ({ posting, orderNo: numbered[position]?.orderNo ?? '' })),
  );
  const outcomes = outcomesOf(batch, verdicts, earlier.replies, new Map(written.map(({ index }, at) => [index, numbered[at]])));

  const fills = numbered.flatMap(({ row, placed }) => {
    if (placed.positionId === undefined || !told?.has(row.memberId)) return [];
    onTold?.(placed);
    return [fillEvent({ ...row, positionId: placed.positionId })];
  });
  await Promise.all([
    writeEntries(tx),
    trades.insertOrders(
      tx,
      numbered.map(({ row }) => row),
    ),
    trades.insertPositions(
      tx,
      numbered.flatMap(({ position }) => (position ? [position] : [])),
    ),
    storeReplies(tx, repliesToStore(batch, verdicts, outcomes)),
    // Each fill told to other domains (copy trading's mentors) commits with it.
    events?.publishAll(tx, fills),
    markNisaOrders(
      tx,
      written.flatMap(({ order }, at) => (order.nisa ? [numbered[at]?.row.id ?? 0] : [])),
    ),
    commit(),
  ]);
  return outcomes;
}

/** Each call's outcome, in batch order (a repeat after the call it repeats). */
function outcomesOf(
  batch: readonly DeskCall[],
  verdicts: readonly BatchVerdict[],
  replays: ReadonlyMap<number, Parameters<typeof keyOutcome>[2] & object>,
  placed: ReadonlyMap<number, { placed: Outcome } | undefined>,
): Outcome[] {
  const outcomes: Outcome[] = [];
  batch.forEach((call, index) => {
    const verdict = verdicts[index];
    if (!verdict) throw new Error('the judge missed a call');
    if (verdict.kind === 'refuse') outcomes.push(verdict.rejection);
    else if (verdict.kind === 'write') {
      const written = placed.get(index)?.placed;
      if (!written) throw new Error('a written call has no order');
      outcomes.push(written);
    } else {
      const outcome = keyOutcome(verdict, call, replays.get(index), outcomes);
      if (!outcome) throw new Error(`no outcome for a ${verdict.kind}`);
      outcomes.push(outcome);
    }
  });
  return outcomes;
}
