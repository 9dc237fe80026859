/**
 * The order desk's ledger planning: what each order posts (a fill takes margin, fee and duty from
 * available; a resting order holds them), the one lock of the batch's accounts, and the write of
 * the entries of the orders the batch's judge let through.
 */
import { fillEntry, orderCharges, yenAmount, type OrderCharges } from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { holdToPlace, lockForPosting, planPostings, type EntryToPost, type LockedAccounts } from '../ledger/ledger.service';
import type { AcceptedOrder } from './order-desk-types';

export interface OrderPosting {
  /** What a fill charges; null for an order that rests. */
  charges: OrderCharges | null;
  /** Its entry, with the reference (the order number) left empty until the order has its id. */
  posting: EntryToPost;
}

export function orderPosting(order: AcceptedOrder): OrderPosting {
  const charges = order.fill ? orderCharges(order.fill.notional, order.order.leverage, order.config) : null;
  const at = { reference: '', memberId: order.memberId, now: order.now };
  const posting = charges
    ? { entry: fillEntry(String(order.memberId), yenAmount(0n), charges), meta: at }
    : holdToPlace({ ...at, amount: order.hold, purpose: 'order' });
  return { charges, posting };
}

/** Locks and reads the accounts the postings touch (sent with the batch's first statements). */
export const lockAccounts = (tx: Queryable, postings: readonly OrderPosting[]): Promise<LockedAccounts> =>
  lockForPosting(
    tx,
    postings.map(({ posting }) => posting.entry),
  );

/**
 * The write of the entries of the orders written, each under its order number. The judge posted
 * them on the same balances already, so the ledger refusing one here is a bug.
 */
export function entriesToWrite(
  accounts: LockedAccounts,
  written: readonly { posting: EntryToPost; orderNo: string }[],
): (tx: Queryable) => Promise<void> {
  const { results, write } = planPostings(
    accounts,
    written.map(({ posting, orderNo }) => ({ ...posting, meta: { ...posting.meta, reference: orderNo } })),
  );
  const refused = results.findIndex((result) => result !== true);
  if (refused >= 0) throw new Error(`the ledger refused order ${written[refused]?.orderNo} the batch's judge let through`);
  return write;
}
