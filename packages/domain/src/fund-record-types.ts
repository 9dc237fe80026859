/**
 * The member's statement: which record type each ledger reason is shown as. The statement lists
 * every posting on a member's cash (available and frozen), so a reason without a type would be a
 * movement no filter finds; the table is a `Record` over every reason, so adding a reason to
 * `reasonCodes` does not compile until it has a type here (and fund-record-types.test.ts checks it
 * at run time as well).
 */
import type { recordTypes } from '@kabuto/contracts';
import type { ReasonCode } from './ledger';
import { reasonCodes } from './ledger';

export type FundRecordType = (typeof recordTypes)[number];

export const recordTypeOfReason: Readonly<Record<ReasonCode, FundRecordType>> = {
  deposit: 'deposit',
  withdrawal_hold: 'withdraw',
  withdrawal_release: 'withdraw',
  withdrawal_settle: 'withdraw',
  exchange: 'exchange',
  order_hold: 'trade',
  order_release: 'trade',
  fill: 'trade',
  fee: 'trade',
  tax: 'trade',
  margin_hold: 'trade',
  margin_release: 'trade',
  close: 'trade',
  // IPO applications, block trades, placements and auction bids: the reference says which.
  application_hold: 'offering',
  application_release: 'offering',
  allotment_payment: 'offering',
  allotment_refund: 'offering',
  loan_disbursal: 'loan',
  loan_repayment: 'loan',
  // Interest moves no cash (it adds to what is owed), but a member's loan entries are one type.
  loan_interest: 'loan',
  reward: 'reward',
  copy_funding: 'copy',
  copy_return: 'copy',
  copy_fee: 'copy',
  // A house strategy's capital: never a member's cash, typed so the table stays total.
  strategy_funding: 'copy',
  // Tax withheld at a sale and refunded by a later loss; a remittance is the house's alone.
  tax_withheld: 'tax',
  tax_refunded: 'tax',
  tax_remitted: 'tax',
};

/** The record type of an entry's reason; an unknown reason is a bug (every posted reason is validated). */
export function recordTypeOf(reason: string): FundRecordType {
  const type = (recordTypeOfReason as Readonly<Record<string, FundRecordType | undefined>>)[reason];
  if (!type) throw new Error(`ledger reason ${reason} has no record type`);
  return type;
}

/** The reasons a statement filtered to `type` lists. */
export function reasonsOfRecordType(type: FundRecordType): ReasonCode[] {
  return reasonCodes.filter((reason) => recordTypeOfReason[reason] === type);
}
