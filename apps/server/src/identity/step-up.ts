/** A passkey's step-up once checked: spent inside the transaction of the change it confirms (cards, withdrawals). */
import type { Rejection } from '@kabuto/domain';
import type { Queryable } from '../db/database';

/** Spends a checked step-up inside the change's transaction: a rejection when it was spent meanwhile. */
export type SpendStepUp = (tx: Queryable) => Promise<Rejection | null>;

/** For members without a passkey, and callers that need no step-up: nothing to spend. */
export const noStepUp: SpendStepUp = async () => null;
