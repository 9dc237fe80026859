/**
 * IPOs: staff set an offering's terms, members apply with their money held in the ledger, and the
 * status clock opens, closes and draws each offering by the published rule `kabuto-draw-v1`.
 * Staff never choose an allotment: the only outcome they can cause is a cancel, which releases
 * every hold. Other domains are reached through their services (ledger, messages) or through
 * functions the composition root passes in (who may apply).
 */
import { randomBytes } from 'node:crypto';
import {
  drawCommitment,
  DRAW_ALGORITHM,
  formatAmount,
  formatPrice,
  isOnTick,
  money,
  reject,
  rejectField,
  runDraw,
  webCryptoSha256,
  type MemberId,
  type Price,
  type Rejection,
} from '@kabuto/domain';
import { languages } from '@kabuto/i18n';
import type { Database, Queryable } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import type { TransactionScope } from '../platform/transaction';
import { keepPartOfHold, placeHold, releaseHold } from '../ledger/ledger.service';
import { anyCashOutflow, type CashOutflowGuard } from '../platform/cash-outflow';
import { notify } from '../messages/messages.service';
import { amountFor, forfeitDue, payApplication, remindDue, type AllotmentPositions } from './offering-settlement';
import * as offerings from './offerings.repository';
import type { ApplicationRow, OfferingRow, OfferingStatus, OfferingTerms } from './offerings.repository';

export interface OfferingsDependencies {
  db: Database;
  clock: () => Date;
  /** Why a member may not apply (not verified, trade-barred, frozen, disabled), or null; read through `reader`. */
  applicantRefusal: (reader: Queryable, memberId: number) => Promise<Rejection | null>;
  /** Paid allotments become locked positions, and a cancel closes them at cost (trading). */
  positions: AllotmentPositions;
  /** The instrument an offering lists (market). */
  listings: Listings;
  /** 32 random bytes as 64 lowercase hex digits; a CSPRNG unless a test gives its own. */
  newSeed?: () => string;
  /** May the application's yen leave the available balance (a loan's collateral, from loans)? */
  cashOutflow?: CashOutflowGuard;
}

/** What offerings need of the market: a new instrument announced at the draw, listed by the market at `listingAt`. */
export interface Listings {
  /** Whether the market has (or has announced) an instrument with this symbol. */
  isTaken(reader: Queryable, symbol: string): Promise<boolean>;
  announce(
    tx: Queryable,
    listing: { symbol: string; names: OfferingTerms['names']; board: string; price: Price; listingAt: Date },
  ): Promise<void>;
  withdraw(tx: Queryable, symbol: string): Promise<void>;
}

export type OfferingsService = ReturnType<typeof createOfferingsService>;
export type { OfferingTerms };

const applicationHold = (id: number) => `IPO-A${id}`;
const allottedHold = (id: number) => `IPO-A${id}-W`;

/** The terms that decide who wins and what it costs: frozen once applications open. */
const fairnessFields = [
  'symbol',
  'price',
  'lotSize',
  'lotsOffered',
  'maxLotsPerMember',
  'subscribeStart',
  'subscribeEnd',
  'drawAt',
  'payBy',
] as const;

/** The terms the market's announcement and the allotments' locks were made from. */
const listingFields = ['names', 'board', 'listingAt'] as const;

function sameTerm(a: OfferingTerms, b: OfferingTerms, field: keyof OfferingTerms): boolean {
  const x = a[field];
  const y = b[field];
  if (x instanceof Date && y instanceof Date) return x.getTime() === y.getTime();
  if (field === 'names') return languages.every((language) => a.names[language] === b.names[language]);
  return x === y;
}

/** Terms a staff member typed that can't make an offering; the times must follow each other. */
function termsProblem(terms: OfferingTerms): Rejection | null {
  if (!/^[0-9A-Z]{4,8}$/.test(terms.symbol)) return rejectField('symbol', 'invalid_format');
  if (terms.price <= 0n || terms.price % 100n !== 0n) return rejectField('price', 'invalid_format');
  // The market lists it at this price, so it must be one the market can trade at.
  if (!isOnTick(terms.price, 'standard')) return rejectField('price', 'not_allowed_value');
  // Every listed stock trades in units of 100 shares (単元株), so an allotment's lots must be those units.
  if (terms.lotSize !== 100) return rejectField('lotSize', 'not_allowed_value');
  for (const field of ['lotSize', 'lotsOffered', 'maxLotsPerMember'] as const) {
    if (!Number.isSafeInteger(terms[field]) || terms[field] < 1) return rejectField(field, 'not_positive');
  }
  const order: (keyof OfferingTerms)[] = ['subscribeStart', 'subscribeEnd', 'drawAt', 'payBy', 'listingAt'];
  for (let i = 1; i < order.length; i += 1) {
    const before = terms[order[i - 1] as 'drawAt'];
    const after = terms[order[i] as 'drawAt'];
    const strict = order[i] === 'subscribeEnd' || order[i] === 'payBy';
    if (strict ? after <= before : after < before) return rejectField(order[i] as string, 'not_allowed_value');
  }
  return null;
}

export function createOfferingsService({
  db,
  clock,
  applicantRefusal,
  positions,
  listings,
  newSeed = () => randomBytes(32).toString('hex'),
  cashOutflow = anyCashOutflow,
}: OfferingsDependencies) {
  /** Staff create an offering, or change one that has not opened (fairness terms) or not listed (names, board, listing). */
  async function save(id: number | null, terms: OfferingTerms, audit: AuditTrail): Promise<{ id: number } | Rejection> {
    const problem = termsProblem(terms);
    if (problem) return problem;
    return db.transaction(async (tx) => {
      // Another offering's symbol, or the market's (an offering's own once its draw announced it).
      const symbolTaken = async (announcedByThis: boolean) =>
        (await offerings.symbolTaken(tx, terms.symbol, id)) || (!announcedByThis && (await listings.isTaken(tx, terms.symbol)));
      if (id === null) {
        if (await symbolTaken(false)) return rejectField('symbol', 'not_allowed_value');
        const created = await offerings.insertOffering(tx, terms, clock());
        await audit.record(tx, { action: 'ipo.create', target: `IPO-${created}`, before: null, after: auditable(terms) });
        return { id: created };
      }
      const before = await offerings.lockOffering(tx, id, 'update');
      if (!before) return reject('not_found');
      if (before.status === 'cancelled' || before.status === 'listed') return reject('wrong_state');
      const announced = before.status === 'drawn' && before.symbol === terms.symbol;
      if (await symbolTaken(announced)) return rejectField('symbol', 'not_allowed_value');
      if (before.status !== 'upcoming' && !fairnessFields.every((field) => sameTerm(before, terms, field))) {
        return reject('offering_frozen');
      }
      // Once drawn, the stock is announced to the market and paid positions are locked until its
      // listing: the listing's terms are frozen too.
      if (before.status === 'drawn' && !listingFields.every((field) => sameTerm(before, terms, field))) {
        return reject('offering_frozen');
      }
      await offerings.updateOffering(tx, id, terms);
      await audit.record(tx, { action: 'ipo.update', target: `IPO-${id}`, before: auditable(before), after: auditable(terms) });
      return { id };
    });
  }

  /** Cancels an offering that has not listed: every hold is released and every payment refunded. */
  async function cancel(id: number, reason: string, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
    if (reason.trim() === '') return rejectField('reason', 'required');
    return db.transaction(async (tx) => {
      const offering = await offerings.lockOffering(tx, id, 'update');
      if (!offering) return reject('not_found');
      if (offering.status === 'cancelled' || offering.status === 'listed') return reject('wrong_state');
      const now = clock();
      for (const application of await offerings.applicationsOf(tx, id)) {
        if (application.holdReference) await releaseHold(tx, application.holdReference, now);
        for (const positionId of application.positionIds) await positions.cancel(tx, positionId, now);
        await offerings.setState(tx, application.id, { ...application, status: 'cancelled', holdReference: null }, now);
      }
      if (offering.status === 'drawn') await listings.withdraw(tx, offering.symbol);
      await offerings.markCancelled(tx, id, reason.trim());
      await audit.record(tx, {
        action: 'ipo.cancel',
        target: `IPO-${id}`,
        before: { status: offering.status },
        after: { status: 'cancelled', reason: reason.trim() },
      });
      return {};
    });
  }

  /** A member applies: one application, whole lots up to the maximum, the full amount held at once. */
  async function subscribe(scope: TransactionScope, memberId: MemberId, body: { ipoId: number; lots: number }) {
    const refused = await applicantRefusal(scope.reader, memberId);
    if (refused) return refused;
    if (!Number.isSafeInteger(body.lots) || body.lots < 1) return reject('invalid_lots');
    const collateral = await cashOutflow();
    return scope.run(async (tx): Promise<{ applicationId: number; status: 'waitingDraw'; held: string } | Rejection> => {
      // A shared lock: applications run side by side, and the clock's close waits for them.
      const offering = await offerings.lockOffering(tx, body.ipoId, 'share');
      if (!offering) return reject('not_found');
      if (offering.status === 'cancelled') return reject('offering_cancelled');
      const now = clock();
      if (offering.status !== 'subscribing' || now < offering.subscribeStart || now >= offering.subscribeEnd) {
        return reject('offering_not_open');
      }
      if (body.lots > offering.maxLotsPerMember) return reject('above_max_lots', { max: String(offering.maxLotsPerMember) });
      const held = amountFor(offering, body.lots);
      const short = await collateral(tx, memberId, money('JPY', held));
      if (short) return short;
      const id = await offerings.insertApplication(tx, { offeringId: offering.id, memberId, lots: body.lots, held, now });
      if (id === null) return reject('already_applied');
      const reference = applicationHold(id);
      const placed = await placeHold(tx, { memberId, amount: money('JPY', held), purpose: 'application', reference, now });
      if (placed !== true) return placed; // insufficient funds: the transaction rolls back the application
      await offerings.setHoldReference(tx, id, reference);
      return { applicationId: id, status: 'waitingDraw', held: formatAmount(money('JPY', held)) };
    });
  }

  /** The draw at drawAt: losers' holds released, winners awaiting payment with only their allotment held. */
  async function draw(tx: Queryable, offering: OfferingRow, now: Date): Promise<void> {
    if (!offering.seed) throw new Error(`offering ${offering.id} reached its draw without a seed`);
    const applications = await offerings.applicationsOf(tx, offering.id);
    const entries = applications.map((a) => ({ applicationId: String(a.id), lots: a.lots }));
    const result = await runDraw({ seed: offering.seed, entries, lotsOffered: offering.lotsOffered }, webCryptoSha256);
    const allotted = new Map(result.allotments.map((a) => [a.applicationId, a.lots]));
    for (const application of applications) {
      await decide(tx, offering, application, allotted.get(String(application.id)) ?? 0, now);
    }
    await offerings.markStatus(tx, offering.id, 'drawn', now);
    await listings.announce(tx, {
      symbol: offering.symbol,
      names: offering.names,
      board: offering.board,
      price: offering.price,
      listingAt: offering.listingAt,
    });
  }

  async function decide(tx: Queryable, offering: OfferingRow, application: ApplicationRow, lots: number, now: Date) {
    const reference = application.holdReference;
    if (!reference) throw new Error(`application ${application.id} has no hold`);
    const payable = amountFor(offering, lots);
    let holdReference: string | null = reference;
    if (lots < application.lots) {
      // Losers get it all back; winners keep only the allotted part, under its own reference.
      if (lots > 0) {
        holdReference = allottedHold(application.id);
        await keepPartOfHold(tx, { from: reference, reference: holdReference, amount: money('JPY', payable), now });
      } else {
        await releaseHold(tx, reference, now);
        holdReference = null;
      }
    }
    const status = lots > 0 ? 'awaitingPayment' : 'lost';
    const payBy = lots > 0 ? offering.payBy : null;
    await offerings.setState(
      tx,
      application.id,
      { ...application, status, drawnLots: lots, allottedLots: lots, holdReference, payBy },
      now,
    );
    const price = formatPrice(offering.price);
    if (lots > 0) {
      const amount = formatAmount(money('JPY', payable));
      await notify(tx, application.memberId, 'ipo_won', {
        symbol: offering.symbol,
        lots: String(lots),
        price,
        amount,
        payBy: offering.payBy.toISOString(),
      });
    } else {
      await notify(tx, application.memberId, 'ipo_lost', {
        symbol: offering.symbol,
        amount: formatAmount(money('JPY', application.held)),
      });
    }
  }

  /**
   * One step of the status clock for one offering, under its row lock: as many transitions as
   * are due, in order, so a node that was down catches up. Returns the statuses it moved through.
   */
  async function advance(id: number, now: Date): Promise<OfferingStatus[]> {
    return db.transaction(async (tx) => {
      const moved: OfferingStatus[] = [];
      for (;;) {
        const offering = await offerings.lockOffering(tx, id, 'update');
        if (!offering) return moved;
        if (offering.status === 'upcoming' && now >= offering.subscribeStart) {
          const seed = newSeed();
          await offerings.markOpened(tx, id, seed, await drawCommitment(seed, webCryptoSha256));
          moved.push('subscribing');
        } else if (offering.status === 'subscribing' && now >= offering.subscribeEnd) {
          await offerings.markStatus(tx, id, 'closed', now);
          moved.push('closed');
        } else if (offering.status === 'closed' && now >= offering.drawAt) {
          await draw(tx, offering, now);
          moved.push('drawn');
        } else if (offering.status === 'drawn') {
          await forfeitDue(tx, offering, await offerings.applicationsOf(tx, id), now);
          await remindDue(tx, offering, await offerings.applicationsOf(tx, id), now);
          // Listing day: the market lists the instrument at the same time, and the positions unlock.
          if (now >= offering.listingAt) {
            await offerings.markStatus(tx, id, 'listed', now);
            moved.push('listed');
          }
          return moved;
        } else {
          return moved;
        }
      }
    });
  }

  /** A member pays for allotted lots before the deadline: the hold is spent. */
  async function pay(scope: TransactionScope, memberId: MemberId, applicationId: number) {
    return scope.run(async (tx) => {
      const found = await offerings.lockMemberApplication(tx, applicationId, memberId, false);
      if (!found) return reject('not_found');
      // The offering first, then the application again: the clock takes the locks in that order.
      const offering = await offerings.lockOffering(tx, found.offeringId, 'update');
      const application = await offerings.lockMemberApplication(tx, applicationId, memberId);
      if (!offering || !application) return reject('not_found');
      const now = clock();
      if (application.status !== 'awaitingPayment' || !application.payBy || now >= application.payBy) {
        return reject('application_not_payable');
      }
      return payApplication(tx, offering, application, now, positions);
    });
  }

  return {
    save,
    cancel,
    subscribe,
    pay,
    /** The status clock: run on the market leader node every few seconds. */
    async tick(): Promise<void> {
      const now = clock();
      for (const id of await offerings.dueOfferingIds(db.pool, now)) await advance(id, now);
    },

    /** Public after the draw: everything needed to re-run it, and no member's account. */
    async publishedDraw(ipoId: number) {
      const offering = await offerings.findOffering(db.pool, ipoId);
      if (!offering) return reject('not_found');
      if (!offering.drawnAt || !offering.seed || !offering.commitment) return reject('not_drawn');
      const applications = await offerings.applicationsOf(db.pool, ipoId);
      return {
        algorithm: DRAW_ALGORITHM,
        commitment: offering.commitment,
        seed: offering.seed,
        lotsOffered: offering.lotsOffered,
        entries: applications.map((a) => ({ applicationId: String(a.id), lots: a.lots })),
        allotments: applications.filter((a) => a.drawnLots > 0).map((a) => ({ applicationId: String(a.id), lots: a.drawnLots })),
      };
    },

    async applicationOf(memberId: MemberId, ipoId: number) {
      return offerings.memberApplication(db.pool, ipoId, memberId);
    },
  };
}

/** What the audit log keeps of an offering's terms (bigint and dates as text). */
function auditable(terms: OfferingTerms) {
  return {
    symbol: terms.symbol,
    names: terms.names,
    board: terms.board,
    price: formatPrice(terms.price),
    lotSize: terms.lotSize,
    lotsOffered: terms.lotsOffered,
    maxLotsPerMember: terms.maxLotsPerMember,
    subscribeStart: terms.subscribeStart.toISOString(),
    subscribeEnd: terms.subscribeEnd.toISOString(),
    drawAt: terms.drawAt.toISOString(),
    payBy: terms.payBy.toISOString(),
    listingAt: terms.listingAt.toISOString(),
  };
}
