/**
 * The check a use case makes before a member's cash leaves their available balance for good or
 * for a while (a withdrawal, an exchange out of yen, a copy's follow, an offering's hold). The
 * composition root passes in the loans' collateral rule; a domain below loans only calls it.
 *
 * Two steps, so nothing inside a transaction reads through the pool: `prepare` reads what it needs
 * (the settings) before the transaction, and the check it returns runs inside it, through `tx`,
 * after taking the lock on the member's yen account, so two outflows can't both pass on one balance.
 */
import type { Money, Rejection } from '@kabuto/domain';
import type { Queryable } from '../db/database';

export type CashOutflowCheck = (tx: Queryable, memberId: number, amount: Money) => Promise<Rejection | null>;

export type CashOutflowGuard = () => Promise<CashOutflowCheck>;

/** No rule: every outflow the balance allows may go (tests and wiring without loans). */
export const anyCashOutflow: CashOutflowGuard = async () => async () => null;
