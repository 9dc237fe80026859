/**
 * The hold describer port: the ledger keeps holds but not what they are for, so each domain that
 * places holds (offerings, placements, trading, funds) names its own and says where each stands
 * now; the composition root joins the domains' describers and hands funds the one function.
 */
import type { Hold, Language } from '@kabuto/contracts';
import type { Queryable } from '../db/database';

export type HoldDescription = Pick<
  Hold,
  'kind' | 'name' | 'symbol' | 'state' | 'until' | 'lots' | 'shares' | 'price' | 'direction'
>;

/** Describes the member's holds among `references` it knows, in one query; the rest are left out. */
export type HoldDescriber = (
  reader: Queryable,
  memberId: number,
  references: readonly string[],
  language: Language,
) => Promise<Map<string, HoldDescription>>;

/** A description with nothing but its kind, name and state set. */
export function holdDescription(
  fields: Pick<HoldDescription, 'kind' | 'name' | 'state'> & Partial<HoldDescription>,
): HoldDescription {
  return { symbol: null, until: null, lots: null, shares: null, price: null, direction: null, ...fields };
}

/** Asks every describer, each once with all the references (no query per hold). */
export function joinHoldDescribers(describers: readonly HoldDescriber[]): HoldDescriber {
  return async (reader, memberId, references, language) => {
    const joined = new Map<string, HoldDescription>();
    if (references.length === 0) return joined;
    for (const describer of describers) {
      for (const [reference, description] of await describer(reader, memberId, references, language)) {
        joined.set(reference, description);
      }
    }
    return joined;
  };
}
