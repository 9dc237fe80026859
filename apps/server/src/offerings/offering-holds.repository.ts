/** The member's IPO applications that hold money now, found by their holds' references. */
import type { Language } from '@kabuto/i18n';
import type { Queryable } from '../db/database';
import type { ApplicationStatus } from './offerings.repository';

export interface HeldApplicationRow {
  holdReference: string;
  status: ApplicationStatus;
  lots: number;
  allottedLots: number;
  paidLots: number;
  payBy: Date | null;
  symbol: string;
  names: Record<Language, string>;
  drawAt: Date;
}

export async function heldApplications(
  db: Queryable,
  memberId: number,
  references: readonly string[],
): Promise<HeldApplicationRow[]> {
  const { rows } = await db.query<{
    hold_reference: string;
    status: ApplicationStatus;
    lots: number;
    allotted_lots: number;
    paid_lots: number;
    pay_by: Date | null;
    symbol: string;
    names: Record<Language, string>;
    draw_at: Date;
  }>(
    `SELECT a.hold_reference, a.status, a.lots, a.allotted_lots, a.paid_lots, a.pay_by, o.symbol, o.names, o.draw_at
       FROM offering_applications a JOIN offerings o ON o.id = a.offering_id
      WHERE a.member_id = $1 AND a.hold_reference = ANY($2::text[])`,
    [memberId, references],
  );
  return rows.map((r) => ({
    holdReference: r.hold_reference,
    status: r.status,
    lots: r.lots,
    allottedLots: r.allotted_lots,
    paidLots: r.paid_lots,
    payBy: r.pay_by,
    symbol: r.symbol,
    names: r.names,
    drawAt: r.draw_at,
  }));
}
