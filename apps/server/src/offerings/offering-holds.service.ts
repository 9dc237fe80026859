/**
 * Offerings' hold describer: an IPO application's hold named by its offering, waiting for the draw
 * until it is drawn, then the lots allotted and the payment deadline.
 */
import { holdDescription, type HoldDescriber, type HoldDescription } from '../platform/hold-describer';
import { heldApplications, type HeldApplicationRow } from './offering-holds.repository';

function describe(row: HeldApplicationRow, name: string): HoldDescription {
  const common = { kind: 'ipo' as const, name, symbol: row.symbol };
  if (row.status === 'waitingDraw') {
    return holdDescription({ ...common, state: 'waitingDraw', until: row.drawAt.toISOString(), lots: row.lots });
  }
  return holdDescription({
    ...common,
    state: 'awaitingPayment',
    until: row.payBy?.toISOString() ?? null,
    lots: row.allottedLots - row.paidLots,
  });
}

export const describeApplicationHolds: HoldDescriber = async (reader, memberId, references, language) => {
  const rows = await heldApplications(reader, memberId, references);
  return new Map(rows.map((row) => [row.holdReference, describe(row, row.names[language])]));
};
