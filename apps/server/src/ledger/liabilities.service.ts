/**
 * The ledger's public reading of what the firm owes members and holds for them (the proof of
 * liabilities reads it here, never the ledger's tables). All three reads are taken in the caller's
 * transaction, which should be REPEATABLE READ so that they see one moment.
 */
import type { Queryable } from '../db/database';
import * as liabilities from './liabilities.repository';

export type { MemberCurrencyBalance } from './liabilities.repository';

export async function memberLiabilities(tx: Queryable) {
  return {
    cached: await liabilities.cachedMemberBalances(tx),
    posted: await liabilities.postedMemberBalances(tx),
    segregated: await liabilities.segregatedCash(tx),
  };
}
