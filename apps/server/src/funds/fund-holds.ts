/**
 * The member's holds as Mine lists them: the ledger's open holds, each named and in its current
 * state by the domain that placed it (withdrawals here, the others through the describer the
 * composition root passes in). A hold no domain knows is still listed, as `other`.
 */
import type { Hold, Language } from '@kabuto/contracts';
import type { Queryable } from '../db/database';
import { holdsOf } from '../ledger/ledger.service';
import { holdDescription, type HoldDescriber } from '../platform/hold-describer';
import { withdrawalOrderNo } from './fund-orders.repository';
import { heldWithdrawals } from './withdrawal-holds.repository';

const withdrawalNumber = /^W(\d{8,})$/;

export const describeWithdrawalHolds: HoldDescriber = async (reader, memberId, references) => {
  const ids = references.flatMap((reference) => {
    const id = withdrawalNumber.exec(reference)?.[1];
    return id === undefined ? [] : [Number(id)];
  });
  if (ids.length === 0) return new Map();
  const rows = await heldWithdrawals(reader, memberId, ids);
  return new Map(
    rows.map((row) => [
      withdrawalOrderNo(row.id),
      holdDescription({ kind: 'withdrawal', name: row.bankName, state: 'untilPaidOut' }),
    ]),
  );
};

/** Reads through `reader` outside any transaction: one query for the holds, one per describing domain. */
export async function describedHoldsOf(
  reader: Queryable,
  describe: HoldDescriber,
  memberId: number,
  language: Language,
): Promise<Hold[]> {
  const holds = await holdsOf(reader, memberId);
  const descriptions = await describe(
    reader,
    memberId,
    holds.map((hold) => hold.reference),
    language,
  );
  return holds.map((hold) => ({
    ...hold,
    ...(descriptions.get(hold.reference) ?? holdDescription({ kind: 'other', name: '', state: 'held' })),
  }));
}
