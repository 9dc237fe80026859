/**
 * Where trading meets tax (issue 34), in one place. Tax is a higher domain: it is passed in
 * (app.ts, through trading.wiring.ts) as `TradingTaxation`, and trading calls it inside its own
 * transactions: at the close of a position bought under a withholding account (the account the
 * position was opened in, read with the position's lock), and when a batch holds NISA orders.
 * Orders and closes in the taxable account without withholding never call it, so they cost no
 * statement more.
 */
import {
  netRealizedPnl,
  nisaCostOf,
  nisaOrderProblem,
  reject,
  type MemberId,
  type OrderRequest,
  type PositionTaxAccount,
  type Rejection,
  type Sen,
  type Yen,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import * as trades from './trading.repository';

/** A sale in a withholding account, as tax is told of it in the close's transaction. */
export interface TaxableSale {
  memberId: MemberId;
  positionId: number;
  /** The position's number (P…): the reference of the tax entry. */
  reference: string;
  netRealized: Yen;
  writeOff: Yen;
  now: Date;
}

/** A NISA order of a batch: its member and what it costs against the allowance. */
export interface NisaPurchase {
  memberId: MemberId;
  cost: Yen;
}

export interface TradingTaxation {
  /** Withholds or refunds the sale's tax, in the close's transaction, under the member's cash lock. */
  withhold(tx: Queryable, sale: TaxableSale): Promise<void>;
  /** Judges a batch's NISA purchases in order, under their members' cash locks: a refusal or null for each. */
  judgeNisa(tx: Queryable, purchases: readonly NisaPurchase[], now: Date): Promise<(Rejection | null)[]>;
}

/** Why an order may not be placed in NISA (leverage, short, day trade): `nisa_not_allowed` with the reason. */
export function nisaOrderRefusal(order: OrderRequest): Rejection | null {
  const problem = nisaOrderProblem(order);
  return problem ? reject('nisa_not_allowed', { reason: problem }) : null;
}

/** A NISA order's cost against the allowance: the preview's notional (at the limit price, or the book's for a market order). */
export const nisaCostOfOrder = (notional: Sen): Yen => nisaCostOf(notional);

/** Tells tax of a close when the position was bought under withholding; nothing else is asked. */
export async function withholdOnClose(
  tx: Queryable,
  taxation: TradingTaxation | undefined,
  position: trades.PositionRow,
  closed: { grossPnl: Yen; closingFee: Yen; writeOff: Yen },
  now: Date,
): Promise<void> {
  if (!taxation || position.taxAccount !== 'tokutei_withholding') return;
  const netRealized = netRealizedPnl({
    grossPnl: closed.grossPnl,
    closingFee: closed.closingFee,
    openingFee: position.openingFee,
    stampDuty: position.stampDuty,
  });
  await taxation.withhold(tx, {
    memberId: position.memberId,
    positionId: position.id,
    reference: trades.positionNo(position.id),
    netRealized,
    writeOff: closed.writeOff,
    now,
  });
}

export type { PositionTaxAccount };
