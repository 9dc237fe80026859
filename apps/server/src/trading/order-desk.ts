/**
 * The order desk writes members' orders in batches: the orders that arrive while earlier ones are
 * being written wait, then commit together in one transaction (group commit). A batch costs the
 * same dozen statements whether it holds one order or a hundred: one claim of their idempotency
 * keys, one read of their members, one lock of their ledger accounts, one write each of their
 * orders, ledger entries, positions and holds, one write of their replies. At low load an order
 * finds the desk free and is written at once, alone; under load each batch carries what queued
 * while the one before it ran, so the cost per order falls as load rises instead of the wait.
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
  type OrderRequest,
  type Rejection,
  type TradingConfig,
  type Yen,
} from '@kabuto/domain';
import type { Queryable, Database } from '../db/database';
import type { ConfigService } from '../common/config.service';
import { claimKeys, storeReplies, StoredReplay, type KeyedCall } from '../http/idempotency';
import { findMembersByIds } from '../identity/identity.repository';
import { holdToPlace, postAll, type EntryToPost } from '../ledger/ledger.service';
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
  /** Batches written at once (each on its own connection); the next batch forms while they run. */
  concurrentBatches?: number;
  maxBatch?: number;
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;

export function createOrderDesk({ db, config, bus, concurrentBatches = 2, maxBatch = 100 }: OrderDeskOptions) {
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
      outcomes = await db.separateTransaction((tx) => writeBatch(tx, batch, config));
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

/** Writes one batch in the caller's transaction; returns each ticket's outcome. */
async function writeBatch(tx: Queryable, batch: readonly Ticket[], config: ConfigService): Promise<Map<Ticket, Outcome>> {
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
  const earlier = await claimKeys(
    tx,
    claimants.map((ticket) => (ticket.keyed as KeyedCall).claim),
  );
  claimants.forEach((ticket, index) => {
    const answered = earlier[index];
    if (!answered) return;
    outcomes.set(ticket, 'mismatch' in answered ? reject('idempotency_key_reused') : new StoredReplay(answered.replay));
  });

  const fresh = batch.filter((ticket) => !outcomes.has(ticket) && !repeats.has(ticket));
  for (const ticket of fresh) if (ticket.refusal) outcomes.set(ticket, ticket.refusal);
  const orders = fresh.filter((ticket): ticket is Ticket & { order: AcceptedOrder } => ticket.order !== null);
  for (const [ticket, outcome] of await writeOrders(tx, orders, config)) outcomes.set(ticket, outcome);

  await storeReplies(
    tx,
    fresh.flatMap((ticket) => {
      const outcome = outcomes.get(ticket);
      return ticket.keyed && outcome ? [{ claim: ticket.keyed.claim, reply: ticket.keyed.replyOf(outcome) }] : [];
    }),
  );

  for (const ticket of repeats) {
    const keyed = ticket.keyed as KeyedCall;
    const first = firstWithKey.get(keyOf(keyed)) as Ticket;
    const firstOutcome = outcomes.get(first) as Outcome;
    if (first.keyed?.claim.hash !== keyed.claim.hash) outcomes.set(ticket, reject('idempotency_key_reused'));
    else if (firstOutcome instanceof StoredReplay) outcomes.set(ticket, firstOutcome);
    else outcomes.set(ticket, new StoredReplay(keyed.replyOf(firstOutcome)));
  }
  return outcomes;
}

/** The orders of a batch: members checked, money posted, orders and positions written. */
async function writeOrders(
  tx: Queryable,
  tickets: readonly (Ticket & { order: AcceptedOrder })[],
  config: ConfigService,
): Promise<Map<Ticket, PlacedOrder | Rejection>> {
  const outcomes = new Map<Ticket, PlacedOrder | Rejection>();
  if (tickets.length === 0) return outcomes;
  const members = await findMembersByIds(tx, [...new Set(tickets.map((ticket) => ticket.order.memberId))]);
  const allowed: (Ticket & { order: AcceptedOrder })[] = [];
  for (const ticket of tickets) {
    const refusal = await tradingRefusal(members.get(ticket.order.memberId), config);
    if (refusal) outcomes.set(ticket, refusal);
    else allowed.push(ticket);
  }
  if (allowed.length === 0) return outcomes;

  const ids = await trades.newOrderIds(tx, allowed.length);
  const written = allowed.map((ticket, index) => {
    const id = ids[index];
    if (id === undefined) throw new Error('fewer order ids than orders');
    const { order } = ticket;
    const charges = order.fill ? orderCharges(order.fill.notional, order.order.leverage, order.config) : null;
    return { ticket, id, orderNo: trades.orderNo(id), charges };
  });
  const posted = await postAll(
    tx,
    written.map(({ ticket: { order }, orderNo, charges }): EntryToPost => {
      const at = { reference: orderNo, memberId: order.memberId, now: order.now };
      // An order filled at once holds nothing: its fill takes margin, fee and duty from available.
      if (charges) return { entry: fillEntry(String(order.memberId), yenAmount(0n), charges), meta: at };
      return holdToPlace({ ...at, amount: order.hold, purpose: 'order' });
    }),
  );
  const placed: typeof written = [];
  written.forEach((item, index) => {
    const result = posted[index];
    if (result === true) placed.push(item);
    else outcomes.set(item.ticket, result ?? reject('insufficient_funds'));
  });

  const rows = placed.map(({ ticket: { order }, id }) => ({
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
  }));
  await trades.insertOrders(tx, rows);
  const positionIds = await trades.insertPositions(
    tx,
    placed.flatMap(({ ticket: { order }, charges }, index) => {
      const row = rows[index];
      return order.fill && charges && row ? [positionOf(row, order.fill, charges, order)] : [];
    }),
  );
  for (const { ticket, id, orderNo } of placed) {
    const positionId = positionIds.get(id);
    outcomes.set(ticket, {
      orderId: id,
      orderNo,
      status: ticket.order.fill ? 'filled' : 'pending',
      ...(positionId === undefined ? {} : { positionId }),
    });
  }
  return outcomes;
}
