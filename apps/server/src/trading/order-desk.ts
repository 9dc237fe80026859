/**
 * The order desk writes members' orders in batches through the generic group commit
 * (`db/group-commit.ts`): the orders that arrive while earlier ones are being written wait, then
 * commit together in one transaction. Each order in a batch is judged on its own, in arrival
 * order (the domain's `judgeBatch`): a member who may not trade, or can't pay once the orders
 * before theirs have posted, is refused, and that order writes nothing while the others go ahead.
 *
 * Its jobs live beside it: a batch's two round trips (order-desk-batch.ts), idempotency keys
 * (order-desk-keys.ts), member checks (order-desk-members.ts), id allocation and rows
 * (order-desk-ids.ts), ledger planning (order-desk-ledger.ts). This module tells each placed
 * order's member and the trading hooks, once its batch has committed.
 */
import type { Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import { createGroupCommit } from '../db/group-commit';
import type { ConfigService } from '../settings/config.service';
import { StoredReplay, type KeyedCall } from '../platform/idempotency';
import type { Bus } from '../market/market-feed.service';
import type { EventPublisher } from '../platform/outbox';
import { writeOrderBatch } from './order-desk-batch';
import { publishTradeChange } from './trading-events';
import type { TradingTaxation } from './trading-taxation';
import type { AcceptedOrder, DeskCall, Outcome, PlacedOrder } from './order-desk-types';

export type { AcceptedOrder, MemberFill, PlacedOrder } from './order-desk-types';

export interface OrderDeskOptions {
  db: Database;
  config: ConfigService;
  bus: Bus;
  /** Where each order that filled as it was written is told, in its batch (copy trading's mentors). */
  events?: EventPublisher;
  /** Batches written at once (each on its own connection); the next batch forms while they run. */
  concurrentBatches?: number;
  maxBatch?: number;
  /** Tax's judge of NISA orders (issue 34), asked only for a batch that holds one. */
  taxation?: () => TradingTaxation | undefined;
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;

export function createOrderDesk({
  db,
  config,
  bus,
  events,
  concurrentBatches = 2,
  maxBatch = 100,
  taxation = () => undefined,
}: OrderDeskOptions) {
  // The placed orders whose fills were written to the outbox: delivered once their batch has committed.
  const told = new WeakSet<PlacedOrder>();
  const batches = createGroupCommit<DeskCall, Outcome>({
    db,
    writeBatch: (tx, commit, batch) =>
      writeOrderBatch(tx, commit, batch, config, events, taxation(), (placed) => told.add(placed)),
    concurrentBatches,
    maxBatch,
  });

  function announce(order: AcceptedOrder, placed: PlacedOrder): void {
    publishTradeChange(
      bus,
      {
        memberId: order.memberId,
        orderId: placed.orderId,
        orderStatus: placed.status,
        ...(placed.positionId === undefined ? {} : { positionId: placed.positionId, positionStatus: 'holding' }),
      },
      order.now,
    );
    // The batch's transaction has no after-commit: its fills' events are delivered from here, not awaited.
    if (events && told.has(placed)) void events.deliver();
  }

  return {
    /** Writes `order` with the next batch: its order number and, when it filled, its position; or why it was refused. */
    async place(order: AcceptedOrder, keyed: KeyedCall | null): Promise<Outcome> {
      const outcome = await batches.submit({ order, refusal: null, keyed });
      if (isPlaced(outcome)) announce(order, outcome);
      return outcome;
    },
    /**
     * Stores a refusal the rules gave before the desk (the market closed, a price off the tick)
     * with the call's key, so that a retry replays it even if the market has opened since.
     */
    refuse: (refusal: Rejection, keyed: KeyedCall) => batches.submit({ order: null, refusal, keyed }),
  };
}

function isPlaced(outcome: Outcome): outcome is PlacedOrder {
  return !(outcome instanceof StoredReplay) && !('rejected' in outcome);
}
