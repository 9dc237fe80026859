/**
 * What members and staff read about offerings, in the contract's shapes. The seed never leaves
 * here before the draw: only its commitment does (the draw itself is `publishedDraw`).
 */
import type { z } from 'zod';
import type { ipoAdminApplication, ipoAdminItem, ipoApplicationSchema, ipoSchema } from '@kabuto/contracts';
import { formatAmount, formatPrice, money, reject, type MemberId } from '@kabuto/domain';
import type { Language } from '@kabuto/i18n';
import type { Database } from '../db/database';
import { amountFor } from './offering-settlement';
import * as offerings from './offerings.repository';
import type { ApplicationRow, OfferingRow, OfferingStatus } from './offerings.repository';

type Ipo = z.output<typeof ipoSchema>;
type IpoApplication = z.output<typeof ipoApplicationSchema>;

const yen = (amount: bigint) => formatAmount(money('JPY', amount));

export function ipoView(offering: OfferingRow, language: Language): Ipo {
  return {
    id: offering.id,
    symbol: offering.symbol,
    name: offering.names[language],
    board: offering.board,
    price: formatPrice(offering.price),
    lotSize: offering.lotSize,
    lotsOffered: offering.lotsOffered,
    maxLotsPerMember: offering.maxLotsPerMember,
    subscribeStart: offering.subscribeStart.toISOString(),
    subscribeEnd: offering.subscribeEnd.toISOString(),
    drawAt: offering.drawAt.toISOString(),
    payBy: offering.payBy.toISOString(),
    listingAt: offering.listingAt.toISOString(),
    status: offering.status,
    commitment: offering.commitment,
    applicants: offering.applicants,
  };
}

/** What is held now: the whole request before the draw, the unpaid allotted part after it. */
function heldNow(offering: OfferingRow, application: ApplicationRow): bigint {
  if (!application.holdReference) return 0n;
  return application.status === 'waitingDraw'
    ? application.held
    : amountFor(offering, application.allottedLots - application.paidLots);
}

export function applicationView(offering: OfferingRow, application: ApplicationRow, language: Language): IpoApplication {
  const unpaid = application.status === 'awaitingPayment' ? application.allottedLots - application.paidLots : 0;
  return {
    id: application.id,
    ipoId: offering.id,
    symbol: offering.symbol,
    name: offering.names[language],
    lots: application.lots,
    allottedLots: application.allottedLots,
    price: formatPrice(offering.price),
    held: yen(heldNow(offering, application)),
    amountPayable: yen(amountFor(offering, unpaid)),
    amountPaid: yen(amountFor(offering, application.paidLots)),
    payBy: application.status === 'awaitingPayment' ? (application.payBy?.toISOString() ?? null) : null,
    status: application.status,
    positionIds: application.positionIds,
  };
}

export type OfferingsQueries = ReturnType<typeof createOfferingsQueries>;

export function createOfferingsQueries({ db }: { db: Database }) {
  return {
    async list(status: OfferingStatus | undefined, language: Language): Promise<Ipo[]> {
      const rows = await offerings.listOfferings(db.pool, status ? [status] : null);
      return rows.map((row) => ipoView(row, language));
    },

    async detail(ipoId: number, memberId: MemberId | null, language: Language) {
      const offering = await offerings.findOffering(db.pool, ipoId);
      if (!offering) return null;
      const mine = memberId === null ? null : await offerings.memberApplication(db.pool, ipoId, memberId);
      return { ...ipoView(offering, language), myApplication: mine ? applicationView(offering, mine, language) : null };
    },

    async applications(memberId: MemberId, page: { page: number; size: number }, language: Language) {
      const { items, total } = await offerings.memberApplications(db.pool, memberId, page);
      const byId = new Map<number, OfferingRow>();
      for (const id of new Set(items.map((item) => item.offeringId))) {
        const offering = await offerings.findOffering(db.pool, id);
        if (offering) byId.set(id, offering);
      }
      return {
        items: items.flatMap((item) => {
          const offering = byId.get(item.offeringId);
          return offering ? [applicationView(offering, item, language)] : [];
        }),
        total,
        page: page.page,
        size: page.size,
      };
    },

    /** Staff: one offering's applications and their results, as they stand. */
    async adminApplications(id: number, page: { page: number; size: number }) {
      const offering = await offerings.findOffering(db.pool, id);
      if (!offering) return reject('not_found');
      const { items, total } = await offerings.offeringApplications(db.pool, id, page);
      const views: z.output<typeof ipoAdminApplication>[] = items.map((a) => ({
        id: a.id,
        account: a.account,
        lots: a.lots,
        drawnLots: a.drawnLots,
        allottedLots: a.allottedLots,
        paidLots: a.paidLots,
        forfeitedLots: a.forfeitedLots,
        held: yen(heldNow(offering, a)),
        status: a.status,
        payBy: a.payBy?.toISOString() ?? null,
        createdAt: a.createdAt.toISOString(),
        positionIds: a.positionIds,
      }));
      return { items: views, total, page: page.page, size: page.size };
    },

    /** Staff: every offering with its totals; the applications themselves are the members'. */
    async adminList(): Promise<z.output<typeof ipoAdminItem>[]> {
      const rows = await offerings.listOfferings(db.pool, null);
      return Promise.all(
        rows.map(async (row) => {
          const applications = await offerings.applicationsOf(db.pool, row.id);
          const sum = (pick: (a: ApplicationRow) => number) => applications.reduce((s, a) => s + pick(a), 0);
          return {
            ...ipoView(row, 'en'),
            names: row.names,
            cancelReason: row.cancelReason,
            lotsRequested: sum((a) => a.lots),
            lotsAllotted: sum((a) => a.allottedLots),
            lotsPaid: sum((a) => a.paidLots),
          };
        }),
      );
    },
  };
}
