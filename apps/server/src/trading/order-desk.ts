/**
 * The order desk writes members' orders in batches: the orders that arrive while earlier ones are
 * being written wait, then commit together in one transaction (group commit). A batch costs the
 * same ten statements in two round trips whether it holds one order or a hundred: with BEGIN, one
 * claim of their idempotency keys, one read of their members, one draw of their ids, one lock of
 * their ledger accounts; then one write each of their ledger entries, holds, orders and positions,
 * one write of their replies, and COMMIT. At low load an order finds the desk free and is written
 * at once, alone; under load each batch carries what queued while the one before it ran, so the
 * cost per order falls as load rises instead of the wait.
 *
 * Each order in a batch is judged on its own, in arrival order: a member who may not trade, or
 * can't pay once the orders before theirs have posted, is refused, and that order writes nothing
 * while the others go ahead. A batch that fails (a lost connection, a bug) is written again one
 * order at a time, so one order's failure is never another's.
 */
import {
  fillEntry,
  orderCharges,
  reject,
  yenAmount,
  type BookFill,
  type OrderCharges,
  type OrderRequest,
  type Rejection,
  type TradingConfig,
  type Yen,
} from '@kabuto/domain';
import type { Queryable, Database } from '../db/database';
import type { ConfigService } from '../common/config.service';
import { claimKeys, storeReplies, StoredReplay, type KeyedCall } from '../platform/idempotency';
import { membersStanding } from '../identity/members.service';
import { holdToPlace, lockForPosting, planPostings, type EntryToPost, type LockedAccounts } from '../ledger/ledger.service';
import type { Bus } from '../market/bus';
import { tradingRefusal } from './trading-context';
import { fillRecord, positionOf } from './trading-execution';
import { publishTradeChange } from './trading-events';
import * as trades from './trading.repository';

/** An order the trading rules accepted: all that is left to decide is whether its member may trade and can pay. */
export interface AcceptedOrder {
  memberId: number;
  symbol: string;
  order: OrderRequest;
  shares: number;
  /** What it fills at the moment it is written; null when it rests until the market reaches it. */
  fill: BookFill | null;
  /** What a resting order holds: margin, fee and duty at the price the preview expects. */
  hold: Yen;
  config: TradingConfig;
  tradingDate: string;
  now: Date;
}

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: 'filled' | 'pending';
  positionId?: number;
}

type Outcome = PlacedOrder | Rejection | StoredReplay;

/** An order to write, or (`order` null) a refusal to store with its key so that a retry replays it. */
interface Ticket {
  order: AcceptedOrder | null;
  refusal: Rejection | null;
  keyed: KeyedCall | null;
  settle(outcome: Outcome): void;
  fail(error: unknown): void;
}

export interface OrderDeskOptions {
  db: Database;
  config: ConfigService;
  bus: Bus;
  /** Told of each order that filled as it was written, once its batch has committed (copy trading's mentors). */
  afterFill?: (fill: MemberFill) => void;
  /** Batches written at once (each on its own connection); the next batch forms while they run. */
  concurrentBatches?: number;
  maxBatch?: number;
}

/** A member's order that filled at once, as told after its commit. */
export interface MemberFill {
  memberId: number;
  symbol: string;
  direction: 'long' | 'short';
  shares: number;
  positionId: number;
  now: Date;
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;

export function createOrderDesk({ db, config, bus, afterFill, concurrentBatches = 2, maxBatch = 100 }: OrderDeskOptions) {
  const queue: Ticket[] = [];
  let running = 0;

  function submit(order: AcceptedOrder | null, refusal: Rejection | null, keyed: KeyedCall | null): Promise<Outcome> {
    return new Promise((settle, fail) => {
      queue.push({ order, refusal, keyed, settle, fail });
      startBatches();
    });
  }

  function startBatches(): void {
    while (running < concurrentBatches && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      running++;
      void write(batch).finally(() => {
        running--;
        startBatches();
      });
    }
  }

  async function write(batch: Ticket[]): Promise<void> {
    let outcomes: Map<Ticket, Outcome>;
    try {
      outcomes = await db.pipelinedTransaction((tx, commit) => writeBatch(tx, commit, batch, config));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.fail(error);
      for (const ticket of batch) await write([ticket]);
      return;
    }
    for (const ticket of batch) {
      const outcome = outcomes.get(ticket);
      if (!outcome) {
        ticket.fail(new Error('the order desk lost an order'));
        continue;
      }
      ticket.settle(outcome);
      if (ticket.order && isPlaced(outcome)) {
        publishTradeChange(
          bus,
          {
            memberId: ticket.order.memberId,
            orderId: outcome.orderId,
            orderStatus: outcome.status,
            ...(outcome.positionId === undefined ? {} : { positionId: outcome.positionId, positionStatus: 'holding' }),
          },
          ticket.order.now,
        );
        if (afterFill && outcome.positionId !== undefined) {
          const { memberId, symbol, order, shares, now } = ticket.order;
          afterFill({ memberId, symbol, direction: order.direction, shares, positionId: outcome.positionId, now });
        }
      }
    }
  }

  return {
    /** Writes `order` with the next batch: its order number and, when it filled, its position; or why it was refused. */
    place: (order: AcceptedOrder, keyed: KeyedCall | null) => submit(order, null, keyed),
    /**
     * Stores a refusal the rules gave before the desk (the market closed, a price off the tick)
     * with the call's key, so that a retry replays it even if the market has opened since.
     */
    refuse: (refusal: Rejection, keyed: KeyedCall) => submit(null, refusal, keyed),
  };
}

function isPlaced(outcome: Outcome): outcome is PlacedOrder {
  return !(outcome instanceof StoredReplay) && !('rejected' in outcome);
}

const keyOf = (keyed: KeyedCall) => `${keyed.claim.scope}\u0000${keyed.claim.key}`;

/** An order of a batch with what it would post, worked out before the batch's first statement. */
interface Candidate {
  ticket: Ticket & { order: AcceptedOrder };
  charges: OrderCharges | null;
  posting: EntryToPost;
}

/**
 * Writes one batch in two round trips: first (with BEGIN) the claim of its keys, the read of its
 * members, its new ids and the lock of its ledger accounts; then, once the orders are judged on
 * what those returned, every write and COMMIT. Returns each ticket's outcome.
 */
async function writeBatch(
  tx: Queryable,
  commit: () => Promise<void>,
  batch: readonly Ticket[],
  config: ConfigService,
): Promise<Map<Ticket, Outcome>> {
  const outcomes = new Map<Ticket, Outcome>();

  // A key sent twice in one batch (a double tap) is claimed by the first; the second replays its reply.
  const firstWithKey = new Map<string, Ticket>();
  const repeats = new Set<Ticket>();
  for (const ticket of batch) {
    if (!ticket.keyed) continue;
    const first = firstWithKey.get(keyOf(ticket.keyed));
    if (first) repeats.add(ticket);
    else firstWithKey.set(keyOf(ticket.keyed), ticket);
  }
  const claimants = [...firstWithKey.values()];
  const candidates = batch.filter((ticket) => ticket.order && !repeats.has(ticket)).map(candidateOf);
  const [earlier, members, ids, accounts] = await Promise.all([
    claimKeys(
      tx,
      claimants.map((ticket) => (ticket.keyed as KeyedCall).claim),
    ),
    membersStanding(tx, [...new Set(candidates.map(({ ticket }) => ticket.order.memberId))]),
    trades.newOrderIds(tx, candidates.length, candidates.filter(({ charges }) => charges).length),
    lockForPosting(
      tx,
      candidates.map(({ posting }) => posting.entry),
    ),
  ]);
  claimants.forEach((ticket, index) => {
    const answered = earlier[index];
    if (!answered) return;
    outcomes.set(ticket, 'mismatch' in answered ? reject('idempotency_key_reused') : new StoredReplay(answered.replay));
  });

  const fresh = batch.filter((ticket) => !outcomes.has(ticket) && !repeats.has(ticket));
  for (const ticket of fresh) if (ticket.refusal) outcomes.set(ticket, ticket.refusal);
  const allowed: Candidate[] = [];
  for (const candidate of candidates) {
    if (outcomes.has(candidate.ticket)) continue;
    const refusal = await tradingRefusal(members.get(candidate.ticket.order.memberId), config);
    if (refusal) outcomes.set(candidate.ticket, refusal);
    else allowed.push(candidate);
  }
  const writeOrders = judgeOrders(allowed, ids, accounts, outcomes);

  const replies = fresh.flatMap((ticket) => {
    const outcome = outcomes.get(ticket);
    return ticket.keyed && outcome ? [{ claim: ticket.keyed.claim, reply: ticket.keyed.replyOf(outcome) }] : [];
  });
  for (const ticket of repeats) {
    const keyed = ticket.keyed as KeyedCall;
    const first = firstWithKey.get(keyOf(keyed)) as Ticket;
    const firstOutcome = outcomes.get(first) as Outcome;
    if (first.keyed?.claim.hash !== keyed.claim.hash) outcomes.set(ticket, reject('idempotency_key_reused'));
    else if (firstOutcome instanceof StoredReplay) outcomes.set(ticket, firstOutcome);
    else outcomes.set(ticket, new StoredReplay(keyed.replyOf(firstOutcome)));
  }

  await Promise.all([writeOrders(tx), storeReplies(tx, replies), commit()]);
  return outcomes;
}

/** What an order would post: a fill takes margin, fee and duty from available; a resting order holds them. */
function candidateOf(ticket: Ticket): Candidate {
  const order = ticket.order as AcceptedOrder;
  const charges = order.fill ? orderCharges(order.fill.notional, order.order.leverage, order.config) : null;
  // The reference (the order number) is set once the order has its id.
  const at = { reference: '', memberId: order.memberId, now: order.now };
  const posting = charges
    ? { entry: fillEntry(String(order.memberId), yenAmount(0n), charges), meta: at }
    : holdToPlace({ ...at, amount: order.hold, purpose: 'order' });
  return { ticket: ticket as Candidate['ticket'], charges, posting };
}

/**
 * Posts the allowed orders in arrival order on the locked balances, records each one's outcome (its
 * order number and position, or `insufficient_funds`), and returns the write of those placed:
 * their ledger entries, orders and positions.
 */
function judgeOrders(
  allowed: readonly Candidate[],
  ids: { orderIds: readonly number[]; positionIds: readonly number[] },
  accounts: LockedAccounts,
  outcomes: Map<Ticket, Outcome>,
): (tx: Queryable) => Promise<unknown> {
  const numbered = allowed.map((candidate, index) => {
    const id = ids.orderIds[index];
    if (id === undefined) throw new Error('fewer order ids than orders');
    const orderNo = trades.orderNo(id);
    const { posting } = candidate;
    return { ...candidate, id, orderNo, posting: { ...posting, meta: { ...posting.meta, reference: orderNo } } };
  });
  const { results, write: writeEntries } = planPostings(
    accounts,
    numbered.map(({ posting }) => posting),
  );
  const placed = numbered.filter((item, index) => {
    const result = results[index];
    if (result !== true) outcomes.set(item.ticket, result ?? reject('insufficient_funds'));
    return result === true;
  });

  const positionIds = [...ids.positionIds];
  const orders: (trades.NewOrder & { id: number })[] = [];
  const positions: (trades.NewPosition & { id: number })[] = [];
  for (const { ticket, charges, id, orderNo } of placed) {
    const { order } = ticket;
    const row = {
      id,
      memberId: order.memberId,
      symbol: order.symbol,
      ...order.order,
      limitPrice: order.order.type === 'limit' ? (order.order.price ?? null) : null,
      shares: order.shares,
      held: order.fill ? 0n : order.hold.minor,
      tradingDate: order.tradingDate,
      now: order.now,
      ...(order.fill ? { fill: fillRecord(order.fill) } : {}),
    };
    orders.push(row);
    let positionId: number | undefined;
    if (order.fill && charges) {
      positionId = positionIds.shift();
      if (positionId === undefined) throw new Error('fewer position ids than fills');
      positions.push({ ...positionOf(row, order.fill, charges, order), id: positionId });
    }
    outcomes.set(ticket, {
      orderId: id,
      orderNo,
      status: order.fill ? 'filled' : 'pending',
      ...(positionId === undefined ? {} : { positionId }),
    });
  }
  return (tx) => Promise.all([writeEntries(tx), trades.insertOrders(tx, orders), trades.insertPositions(tx, positions)]);
}
