/**
 * Instruments as the back office sees them, and trading halts: an owner halts or resumes one
 * instrument with a reason; the flag is stored, audited in the same transaction, and put in
 * every node's quote store at once so quotes say `halted` from the next call on.
 */
import type { z } from 'zod';
import type { haltRequest, instrumentsListRequest } from '@kabuto/contracts';
import { formatPrice, isRejection, reject, rejectField, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import type { Bus } from './bus';
import { publishHalt } from './halts';
import * as instruments from './instruments.repository';
import { quoteMessage } from './market-publisher';
import type { QuoteStore } from './quote-store';

export type InstrumentsService = ReturnType<typeof createInstrumentsService>;

export function createInstrumentsService({
  db,
  store,
  bus,
  clock,
}: {
  db: Database;
  store: QuoteStore;
  bus: Bus;
  clock: () => Date;
}) {
  return {
    async list(body: z.output<typeof instrumentsListRequest>) {
      const page = await instruments.listInstruments(db.pool, body);
      const items = page.rows.map((row) => {
        const last = store.get(row.symbol)?.summary?.last ?? null;
        return { ...row, last: last === null ? null : formatPrice(last) };
      });
      return { items, total: page.total, page: body.page, size: body.size };
    },

    async halt(body: z.output<typeof haltRequest>, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      const outcome = await db.transaction(async (tx): Promise<Record<string, never> | Rejection> => {
        const instrument = await instruments.lockInstrument(tx, body.symbol);
        if (instrument === null) return reject('not_found');
        // An index is calculated, never traded: there is nothing to halt.
        if (instrument.kind !== 'stock') return rejectField('symbol', 'not_allowed_value');
        const { halted } = instrument;
        // Halting a halted instrument (or resuming a trading one) would audit a change that is none.
        if (halted === body.halted) return reject('wrong_state');
        await instruments.setHalted(tx, body.symbol, body.halted);
        await audit.record(tx, {
          action: 'instrument.halt',
          target: `instrument:${body.symbol}`,
          before: { halted },
          after: { halted: body.halted, reason: body.reason },
        });
        return {};
      });
      if (isRejection(outcome)) return outcome;
      // This node's store at once, so the caller's next quote says so; other nodes by the bus.
      store.update(body.symbol, { halted: body.halted }, clock());
      publishHalt(bus, body.symbol, body.halted, clock());
      // Stream clients see the new status now rather than at the instrument's next trade.
      const message = quoteMessage(store, body.symbol);
      if (message) bus.publish(`quote:${body.symbol}`, JSON.stringify(message));
      return outcome;
    },
  };
}
