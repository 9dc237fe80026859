/**
 * Placements' hold describer: a block trade's or placement's application under review, then
 * accepted until the close; an auction's bid until the close. Named by the stock.
 */
import { formatPrice } from '@kabuto/domain';
import { holdDescription, type HoldDescriber, type HoldDescription } from '../platform/hold-describer';
import { heldPlacementOrders, type HeldPlacementOrderRow } from './placement-holds.repository';
import type { PlacementInstruments } from './placements.service';

function describe(row: HeldPlacementOrderRow, name: string): HoldDescription {
  const state = row.kind === 'auction' ? 'untilClose' : row.status === 'pending' ? 'underReview' : 'accepted';
  return holdDescription({
    kind: row.kind,
    name,
    symbol: row.symbol,
    state,
    until: state === 'underReview' ? null : row.closesAt.toISOString(),
    shares: row.shares,
    price: formatPrice(row.price),
    direction: 'long',
  });
}

export function createPlacementHoldDescriber(instruments: PlacementInstruments): HoldDescriber {
  return async (reader, memberId, references, language) => {
    const rows = await heldPlacementOrders(reader, memberId, references);
    const nameOf = (symbol: string) => instruments.lookup(symbol)?.names[language] ?? symbol;
    return new Map(rows.map((row) => [row.holdReference, describe(row, nameOf(row.symbol))]));
  };
}
