/**
 * Brings an offering's next event to now, for the IPO journey. The journey saves its offering with
 * windows an hour long, so that a slow machine never misses one, and moves each deadline to the
 * moment the member's part before it is done; the server's own status clock and market then act
 * on it as on any deadline. Staff can't move these times once the offering opens (they decide the
 * draw), so they are moved in the database, each with every copy the server made of it.
 */
import { sql } from '../support/browser';

/** Ends the subscription now: the status clock closes the offering and draws it at its next tick. */
export async function drawNow(ipoId: number): Promise<void> {
  const now = new Date();
  const { rowCount } = await sql(
    "UPDATE offerings SET subscribe_end = $2, draw_at = $2 WHERE id = $1 AND status = 'subscribing'",
    [ipoId, now],
  );
  if (rowCount !== 1) throw new Error(`offering ${ipoId} is not subscribing`);
}

/**
 * Makes the payment deadline and the listing now. The draw copied the deadline to each winner's
 * application and the listing time to the market's announced stock, and a payment copied it to its
 * position's lock; one statement moves them all, so the server never sees them disagree. At its
 * next tick the status clock forfeits unpaid allotments and marks the offering listed, and the
 * market lists the stock.
 */
export async function listNow(ipoId: number): Promise<void> {
  const now = new Date();
  const { rows } = await sql(
    `WITH offering AS (
       UPDATE offerings SET pay_by = $2, listing_at = $2 WHERE id = $1 AND status = 'drawn' RETURNING symbol
     ), applications AS (
       UPDATE offering_applications SET pay_by = $2 WHERE offering_id = $1 AND pay_by IS NOT NULL RETURNING position_ids
     ), positions AS (
       UPDATE positions SET locked_until = $2 WHERE id IN (SELECT unnest(position_ids) FROM applications) RETURNING id
     ), listing AS (
       UPDATE instruments SET listing_at = $2
        WHERE symbol IN (SELECT symbol FROM offering) AND listing_status = 'announced' RETURNING symbol
     )
     SELECT (SELECT count(*) FROM offering) AS offerings, (SELECT count(*) FROM listing) AS listings`,
    [ipoId, now],
  );
  if (rows[0]?.offerings !== '1' || rows[0]?.listings !== '1') throw new Error(`offering ${ipoId} is not drawn and announced`);
}
