/**
 * After the draw: payment of allotted lots, the "payment due" reminder a day before the deadline,
 * and forfeits at the deadline, whose lots go down the same ranking to entries still short.
 * Everything runs in the caller's transaction, under the offering's row lock.
 */
import {
  allotmentCost,
  formatAmount,
  formatPrice,
  money,
  rankEntries,
  reallotForfeits,
  webCryptoSha256,
  type Price,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { lockedAvailable, placeHold, releaseHold } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import * as offerings from './offerings.repository';
import type { ApplicationRow, OfferingRow, OfferingTerms } from './offerings.repository';

const DAY = 86_400_000;

/** Whole yen for `lots` of an offering: the margin of the leverage-1 long they become at listing. */
export function amountFor(offering: Pick<OfferingTerms, 'price' | 'lotSize'>, lots: number): bigint {
  return allotmentCost(offering.price, lots, offering.lotSize).minor;
}

const yen = (amount: bigint) => formatAmount(money('JPY', amount));

/** What offerings need of trading: allotments become positions there (trading's allotment-positions.ts). */
export interface AllotmentPositions {
  open(
    tx: Queryable,
    allotment: {
      memberId: number;
      reference: string;
      holdReference: string;
      symbol: string;
      price: Price;
      lots: number;
      lotSize: number;
      lockedUntil: Date;
    },
    now: Date,
  ): Promise<{ positionId: number }>;
  cancel(tx: Queryable, positionId: number, now: Date): Promise<void>;
}

/**
 * Pays for the unpaid allotted lots: trading spends the hold on a long position at the offer
 * price, locked until listing. A re-allotment paid later becomes a second position.
 */
export async function payApplication(
  tx: Queryable,
  offering: OfferingRow,
  application: ApplicationRow,
  now: Date,
  positions: AllotmentPositions,
) {
  const lots = application.allottedLots - application.paidLots;
  const holdReference = application.holdReference;
  if (!holdReference) throw new Error(`application ${application.id} awaits payment with no hold`);
  const { positionId } = await positions.open(
    tx,
    {
      memberId: application.memberId,
      reference: holdReference,
      holdReference,
      symbol: offering.symbol,
      price: offering.price,
      lots,
      lotSize: offering.lotSize,
      lockedUntil: offering.listingAt,
    },
    now,
  );
  await offerings.setState(
    tx,
    application.id,
    { ...application, status: 'paid', paidLots: application.allottedLots, holdReference: null },
    now,
  );
  await offerings.addPosition(tx, application.id, positionId);
  return { status: 'paid' as const, positionId };
}

/** The notice a day before the deadline, once per application. */
export async function remindDue(tx: Queryable, offering: OfferingRow, applications: readonly ApplicationRow[], now: Date) {
  for (const a of applications) {
    if (a.status !== 'awaitingPayment' || a.remindedAt || !a.payBy || a.payBy.getTime() - DAY > now.getTime()) continue;
    if (a.payBy <= now) continue; // past due: forfeited instead
    await notify(tx, a.memberId, 'ipo_payment_due', {
      symbol: offering.symbol,
      amount: yen(amountFor(offering, a.allottedLots - a.paidLots)),
      payBy: a.payBy.toISOString(),
    });
    await offerings.markReminded(tx, a.id, now);
  }
}

/**
 * Forfeits every application past its deadline (its hold released) and re-allots the lots by the
 * draw's ranking to entries still short that have not forfeited and whose cash covers the extra
 * lots; that cash is held at once and they have a day (at most until listing) to pay.
 */
export async function forfeitDue(tx: Queryable, offering: OfferingRow, applications: readonly ApplicationRow[], now: Date) {
  const due = applications.filter((a) => a.status === 'awaitingPayment' && a.payBy !== null && a.payBy <= now);
  if (due.length === 0 || !offering.seed) return;
  for (const a of due) {
    if (a.holdReference) await releaseHold(tx, a.holdReference, now);
    const unpaid = a.allottedLots - a.paidLots;
    await offerings.setState(
      tx,
      a.id,
      {
        ...a,
        status: a.paidLots > 0 ? 'paid' : 'forfeited',
        allottedLots: a.paidLots,
        forfeitedLots: a.forfeitedLots + unpaid,
        holdReference: null,
      },
      now,
    );
    await notify(tx, a.memberId, 'ipo_forfeited', { symbol: offering.symbol, lots: String(unpaid) });
  }
  // From listing on there is no time left to pay: lots forfeited then stay unsold.
  if (now >= offering.listingAt) return;
  // The rounds free the lots `allotted` gives the excluded entries: the unpaid lots of those
  // forfeiting now, nothing for those who forfeited before (their lots were re-allotted then).
  const forfeitedNow = new Set(due.map((a) => String(a.id)));
  const excluded = new Set([...forfeitedNow, ...applications.filter((a) => a.forfeitedLots > 0).map((a) => String(a.id))]);
  const allotted = new Map(
    applications.map((a) => {
      const id = String(a.id);
      const lots = forfeitedNow.has(id) ? a.allottedLots - a.paidLots : excluded.has(id) ? 0 : a.allottedLots;
      return [id, lots];
    }),
  );
  const entries = applications.map((a) => ({ applicationId: String(a.id), lots: a.lots }));
  const ranking = await rankEntries(offering.seed, entries, webCryptoSha256);
  const byId = new Map(applications.map((a) => [String(a.id), a]));
  const cash = new Map<string, bigint>();
  for (const a of applications) {
    const short = !excluded.has(String(a.id)) && a.allottedLots < a.lots && a.status !== 'cancelled';
    if (short) cash.set(String(a.id), (await lockedAvailable(tx, a.memberId, 'JPY')).minor);
  }
  const canPay = (id: string, lots: number) => {
    const a = byId.get(id);
    return a !== undefined && (cash.get(id) ?? 0n) >= amountFor(offering, lots);
  };
  const extra = reallotForfeits(ranking, allotted, excluded, canPay);
  const payBy = new Date(Math.min(now.getTime() + DAY, offering.listingAt.getTime()));
  for (const { applicationId, lots } of extra) {
    const a = byId.get(applicationId);
    if (!a) continue;
    const allottedLots = a.allottedLots + lots;
    const reference = `IPO-A${a.id}-L${allottedLots}`;
    // One open hold per application, so a payment spends one: a winner still awaiting payment has
    // its hold released and the whole unpaid part held anew (its cash covered the extra above).
    if (a.holdReference) await releaseHold(tx, a.holdReference, now);
    const amount = amountFor(offering, allottedLots - a.paidLots);
    const placed = await placeHold(tx, {
      memberId: a.memberId,
      amount: money('JPY', amount),
      purpose: 'application',
      reference,
      now,
    });
    if (placed !== true) throw new Error(`re-allotment hold ${reference} was refused after its cash was checked`);
    await offerings.setState(tx, a.id, { ...a, status: 'awaitingPayment', allottedLots, holdReference: reference, payBy }, now);
    await notify(tx, a.memberId, 'ipo_won', {
      symbol: offering.symbol,
      lots: String(allottedLots),
      price: formatPrice(offering.price),
      amount: yen(amount),
      payBy: payBy.toISOString(),
    });
  }
}
