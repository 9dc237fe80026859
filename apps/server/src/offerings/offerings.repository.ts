/** Every statement on the offerings tables; callers pass the transaction (or the pool) explicitly. */
import type { Language } from '@kabuto/i18n';
import { asPrice, type Price } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export const offeringStatuses = ['upcoming', 'subscribing', 'closed', 'drawn', 'listed', 'cancelled'] as const;
export type OfferingStatus = (typeof offeringStatuses)[number];
export type ApplicationStatus = 'waitingDraw' | 'won' | 'lost' | 'awaitingPayment' | 'paid' | 'forfeited' | 'cancelled';

export interface OfferingTerms {
  symbol: string;
  names: Record<Language, string>;
  board: string;
  /** Sen. */
  price: Price;
  lotSize: number;
  lotsOffered: number;
  maxLotsPerMember: number;
  subscribeStart: Date;
  subscribeEnd: Date;
  drawAt: Date;
  payBy: Date;
  listingAt: Date;
}

export interface OfferingRow extends OfferingTerms {
  id: number;
  status: OfferingStatus;
  seed: string | null;
  commitment: string | null;
  drawnAt: Date | null;
  cancelReason: string | null;
  applicants: number;
}

export interface ApplicationRow {
  id: number;
  offeringId: number;
  memberId: number;
  lots: number;
  /** Whole yen. */
  held: bigint;
  holdReference: string | null;
  drawnLots: number;
  allottedLots: number;
  paidLots: number;
  forfeitedLots: number;
  payBy: Date | null;
  remindedAt: Date | null;
  status: ApplicationStatus;
  /** The positions its payments became (trading's). */
  positionIds: number[];
}

const offeringColumns = `o.id, o.symbol, o.names, o.board, o.price, o.lot_size, o.lots_offered, o.max_lots_per_member,
  o.subscribe_start, o.subscribe_end, o.draw_at, o.pay_by, o.listing_at, o.status, o.seed, o.commitment, o.drawn_at,
  o.cancel_reason, (SELECT count(*) FROM offering_applications a WHERE a.offering_id = o.id) AS applicants`;

interface OfferingRecord {
  id: string;
  symbol: string;
  names: Record<Language, string>;
  board: string;
  price: string;
  lot_size: number;
  lots_offered: number;
  max_lots_per_member: number;
  subscribe_start: Date;
  subscribe_end: Date;
  draw_at: Date;
  pay_by: Date;
  listing_at: Date;
  status: OfferingStatus;
  seed: string | null;
  commitment: string | null;
  drawn_at: Date | null;
  cancel_reason: string | null;
  applicants: string;
}

const toOffering = (r: OfferingRecord): OfferingRow => ({
  id: Number(r.id),
  symbol: r.symbol,
  names: r.names,
  board: r.board,
  price: asPrice(BigInt(r.price)),
  lotSize: r.lot_size,
  lotsOffered: r.lots_offered,
  maxLotsPerMember: r.max_lots_per_member,
  subscribeStart: r.subscribe_start,
  subscribeEnd: r.subscribe_end,
  drawAt: r.draw_at,
  payBy: r.pay_by,
  listingAt: r.listing_at,
  status: r.status,
  seed: r.seed,
  commitment: r.commitment,
  drawnAt: r.drawn_at,
  cancelReason: r.cancel_reason,
  applicants: Number(r.applicants),
});

const termValues = (t: OfferingTerms) => [
  t.symbol,
  JSON.stringify(t.names),
  t.board,
  t.price,
  t.lotSize,
  t.lotsOffered,
  t.maxLotsPerMember,
  t.subscribeStart,
  t.subscribeEnd,
  t.drawAt,
  t.payBy,
  t.listingAt,
];

export async function insertOffering(tx: Queryable, terms: OfferingTerms, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO offerings (symbol, names, board, price, lot_size, lots_offered, max_lots_per_member, subscribe_start,
       subscribe_end, draw_at, pay_by, listing_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [...termValues(terms), now],
  );
  return Number(rows[0]?.id);
}

export async function updateOffering(tx: Queryable, id: number, terms: OfferingTerms): Promise<void> {
  await tx.query(
    `UPDATE offerings SET symbol = $1, names = $2, board = $3, price = $4, lot_size = $5, lots_offered = $6,
       max_lots_per_member = $7, subscribe_start = $8, subscribe_end = $9, draw_at = $10, pay_by = $11, listing_at = $12
     WHERE id = $13`,
    [...termValues(terms), id],
  );
}

export async function symbolTaken(db: Queryable, symbol: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM offerings WHERE symbol = $1 AND id IS DISTINCT FROM $2', [symbol, exceptId]);
  return rows.length > 0;
}

/** The offering, locked: `share` for an application (many at once), `update` for a change of status. */
export async function lockOffering(tx: Queryable, id: number, mode: 'share' | 'update'): Promise<OfferingRow | null> {
  const lock = mode === 'share' ? 'FOR SHARE OF o' : 'FOR UPDATE OF o';
  const { rows } = await tx.query<OfferingRecord>(`SELECT ${offeringColumns} FROM offerings o WHERE o.id = $1 ${lock}`, [id]);
  return rows[0] ? toOffering(rows[0]) : null;
}

export async function findOffering(db: Queryable, id: number): Promise<OfferingRow | null> {
  const { rows } = await db.query<OfferingRecord>(`SELECT ${offeringColumns} FROM offerings o WHERE o.id = $1`, [id]);
  return rows[0] ? toOffering(rows[0]) : null;
}

export async function listOfferings(db: Queryable, statuses: readonly OfferingStatus[] | null): Promise<OfferingRow[]> {
  const { rows } = await db.query<OfferingRecord>(
    `SELECT ${offeringColumns} FROM offerings o WHERE ($1::text[] IS NULL OR o.status = ANY($1)) ORDER BY o.subscribe_start DESC, o.id DESC`,
    [statuses],
  );
  return rows.map(toOffering);
}

/** Offerings with a step of the status clock due at `now`. */
export async function dueOfferingIds(db: Queryable, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM offerings
      WHERE (status = 'upcoming' AND subscribe_start <= $1) OR (status = 'subscribing' AND subscribe_end <= $1)
         OR (status = 'closed' AND draw_at <= $1) OR (status = 'drawn' AND listing_at <= $1)
         -- Payments due within a day (a reminder) or past due (a forfeit).
         OR (status = 'drawn' AND EXISTS (SELECT 1 FROM offering_applications a WHERE a.offering_id = offerings.id
               AND a.status = 'awaitingPayment' AND (a.pay_by <= $1 OR (a.reminded_at IS NULL AND a.pay_by <= $1 + interval '1 day'))))
      ORDER BY id`,
    [now],
  );
  return rows.map((row) => Number(row.id));
}

export async function markOpened(tx: Queryable, id: number, seed: string, commitment: string): Promise<void> {
  await tx.query(`UPDATE offerings SET status = 'subscribing', seed = $2, commitment = $3 WHERE id = $1`, [id, seed, commitment]);
}

export async function markStatus(tx: Queryable, id: number, status: OfferingStatus, now: Date): Promise<void> {
  await tx.query(`UPDATE offerings SET status = $2, drawn_at = CASE WHEN $2 = 'drawn' THEN $3 ELSE drawn_at END WHERE id = $1`, [
    id,
    status,
    now,
  ]);
}

export async function markCancelled(tx: Queryable, id: number, reason: string): Promise<void> {
  await tx.query(`UPDATE offerings SET status = 'cancelled', cancel_reason = $2 WHERE id = $1`, [id, reason]);
}

interface ApplicationRecord {
  id: string;
  offering_id: string;
  member_id: number;
  lots: number;
  held: string;
  hold_reference: string | null;
  drawn_lots: number;
  allotted_lots: number;
  paid_lots: number;
  forfeited_lots: number;
  pay_by: Date | null;
  reminded_at: Date | null;
  status: ApplicationStatus;
  position_ids: string[];
}

const toApplication = (r: ApplicationRecord): ApplicationRow => ({
  id: Number(r.id),
  offeringId: Number(r.offering_id),
  memberId: r.member_id,
  lots: r.lots,
  held: BigInt(r.held),
  holdReference: r.hold_reference,
  drawnLots: r.drawn_lots,
  allottedLots: r.allotted_lots,
  paidLots: r.paid_lots,
  forfeitedLots: r.forfeited_lots,
  payBy: r.pay_by,
  remindedAt: r.reminded_at,
  status: r.status,
  positionIds: r.position_ids.map(Number),
});

const applicationColumnNames = [
  'id',
  'offering_id',
  'member_id',
  'lots',
  'held',
  'hold_reference',
  'drawn_lots',
  'allotted_lots',
  'paid_lots',
  'forfeited_lots',
  'pay_by',
  'reminded_at',
  'status',
  'position_ids',
];
const applicationColumns = applicationColumnNames.join(', ');
const qualifiedApplicationColumns = applicationColumnNames.map((name) => `a.${name}`).join(', ');

/** Inserts the application, or returns null when the member already applied to this offering. */
export async function insertApplication(
  tx: Queryable,
  application: { offeringId: number; memberId: number; lots: number; held: bigint; now: Date },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO offering_applications (offering_id, member_id, lots, held, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT one_application_per_member DO NOTHING RETURNING id`,
    [application.offeringId, application.memberId, application.lots, application.held, application.now],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function setHoldReference(tx: Queryable, id: number, reference: string | null): Promise<void> {
  await tx.query('UPDATE offering_applications SET hold_reference = $2 WHERE id = $1', [id, reference]);
}

/** Every application of an offering, in the order they were made. */
export async function applicationsOf(tx: Queryable, offeringId: number): Promise<ApplicationRow[]> {
  const { rows } = await tx.query<ApplicationRecord>(
    `SELECT ${applicationColumns} FROM offering_applications WHERE offering_id = $1 ORDER BY id`,
    [offeringId],
  );
  return rows.map(toApplication);
}

export async function memberApplication(db: Queryable, offeringId: number, memberId: number): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRecord>(
    `SELECT ${applicationColumns} FROM offering_applications WHERE offering_id = $1 AND member_id = $2`,
    [offeringId, memberId],
  );
  return rows[0] ? toApplication(rows[0]) : null;
}

export async function memberApplications(db: Queryable, memberId: number, page: { page: number; size: number }) {
  const { rows } = await db.query<ApplicationRecord & { total: string }>(
    `SELECT ${applicationColumns}, count(*) OVER () AS total FROM offering_applications
      WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, page.size, (page.page - 1) * page.size],
  );
  return { items: rows.map(toApplication), total: Number(rows[0]?.total ?? 0) };
}

/** Staff: one offering's applications in application order, each with its member's account. */
export async function offeringApplications(db: Queryable, offeringId: number, page: { page: number; size: number }) {
  const { rows } = await db.query<ApplicationRecord & { account: string; created_at: Date; total: string }>(
    `SELECT ${qualifiedApplicationColumns}, a.created_at, m.account, count(*) OVER () AS total
       FROM offering_applications a JOIN members m ON m.id = a.member_id
      WHERE a.offering_id = $1 ORDER BY a.id LIMIT $2 OFFSET $3`,
    [offeringId, page.size, (page.page - 1) * page.size],
  );
  return {
    items: rows.map((row) => ({ ...toApplication(row), account: row.account, createdAt: row.created_at })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export type ApplicationState = Pick<
  ApplicationRow,
  'status' | 'drawnLots' | 'allottedLots' | 'paidLots' | 'forfeitedLots' | 'holdReference' | 'payBy'
>;

/** Writes an application's state after a draw, a payment, a forfeit, a re-allotment or a cancel. */
export async function setState(tx: Queryable, id: number, state: ApplicationState, now: Date): Promise<void> {
  await tx.query(
    `UPDATE offering_applications SET status = $2, drawn_lots = $3, allotted_lots = $4, paid_lots = $5, forfeited_lots = $6,
       hold_reference = $7, pay_by = $8, decided_at = $9
      WHERE id = $1`,
    [
      id,
      state.status,
      state.drawnLots,
      state.allottedLots,
      state.paidLots,
      state.forfeitedLots,
      state.holdReference,
      state.payBy,
      now,
    ],
  );
}

export async function addPosition(tx: Queryable, id: number, positionId: number): Promise<void> {
  await tx.query('UPDATE offering_applications SET position_ids = position_ids || $2::bigint WHERE id = $1', [id, positionId]);
}

export async function markReminded(tx: Queryable, id: number, now: Date): Promise<void> {
  await tx.query('UPDATE offering_applications SET reminded_at = $2 WHERE id = $1', [id, now]);
}

/** A member's application, locked for a payment unless told; null when there is none or it is someone else's. */
export async function lockMemberApplication(
  tx: Queryable,
  id: number,
  memberId: number,
  lock = true,
): Promise<ApplicationRow | null> {
  const { rows } = await tx.query<ApplicationRecord>(
    `SELECT ${applicationColumns} FROM offering_applications WHERE id = $1 AND member_id = $2 ${lock ? 'FOR UPDATE' : ''}`,
    [id, memberId],
  );
  return rows[0] ? toApplication(rows[0]) : null;
}
