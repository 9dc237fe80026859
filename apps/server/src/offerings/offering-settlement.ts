/**
 * After the draw: payment of allotted lots, the "payment due" reminder a day before the deadline,
 * and forfeits at the deadline, whose lots go down the same ranking to entries still short.
 * Everything runs in the caller's transaction, under the offering's row lock.
 */
import {
  allotmentCost,
  allotmentPaymentEntry,
  allotmentRefundEntry,
  formatAmount,
  formatPrice,
  money,
  rankEntries,
  reallotForfeits,
  webCryptoSha256,
} from '@kabuto/domain';
import type { Queryable } from '../db/database';
import { lockedAvailable, placeHold, post, releaseHold, settleHold } from '../ledger/ledger.service';
import { notify } from '../messages/messages.service';
import * as offerings from './offerings.repository';
import type { ApplicationRow, OfferingRow, OfferingTerms } from './offerings.repository';

const DAY = 86_400_000;

/** Whole yen for `lots` of an offering: the margin of the leverage-1 long they become at listing. */
export function amountFor(offering: Pick<OfferingTerms, 'price' | 'lotSize'>, lots: number): bigint {
  return allotmentCost(offering.price, lots, offering.lotSize).minor;
}

const yen = (amount: bigint) => formatAmount(money('JPY', amount));

/** Spends the hold on the unpaid allotted lots: the money becomes the member's margin for the shares. */
export async function payApplication(tx: Queryable, offering: OfferingRow, application: ApplicationRow, now: Date) {
  const owed = amountFor(offering, application.allottedLots - application.paidLots);
  if (!application.holdReference) throw new Error(`application ${application.id} awaits payment with no hold`);
  const settled = await settleHold(
    tx,
    application.holdReference,
    allotmentPaymentEntry(String(application.memberId), money('JPY', owed)),
    now,
  );
  if (settled !== true) throw new Error(`payment of application ${application.id} was refused: ${settled.rejected}`);
  await offerings.setState(
    tx,
    application.id,
    { ...application, status: 'paid', paidLots: application.allottedLots, holdReference: null },
    now,
  );
  return { status: 'paid' as const, paid: yen(owed) };
}

/** A cancelled offering returns what was paid for its shares from margin to available. */
export async function refundPayment(tx: Queryable, offering: OfferingRow, application: ApplicationRow, now: Date) {
  const paid = money('JPY', amountFor(offering, application.paidLots));
  const entry = allotmentRefundEntry(String(application.memberId), paid);
  const posted = await post(tx, entry, { reference: `IPO-A${application.id}`, memberId: application.memberId, now });
  if (posted !== true) throw new Error(`refund of application ${application.id} was refused: ${posted.rejected}`);
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
