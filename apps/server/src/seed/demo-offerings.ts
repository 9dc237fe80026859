/**
 * Demo IPOs for `DEMO=1`, one in each state a new member should see: one listed (the demo member
 * won and paid, so it holds the position, unlocked), one drawn with the demo member's allotment
 * awaiting payment, one taking applications now and one upcoming. They are made by the offerings
 * service itself with its clock moved through the past days, so each went through the real rules:
 * a seed committed when it opened, the member's money held, the draw by kabuto-draw-v1.
 */
import { defaultTradingConfig, isRejection, asPrice, type MemberId } from '@kabuto/domain';
import type { Database } from '../db/database';
import { createListings } from '../market/market-feed.service';
import { createOfferingsService, type OfferingTerms } from '../offerings/offerings.service';
import { auditTrailFor } from '../platform/audit';
import { ownTransaction } from '../platform/transaction';
import { cancelAllotmentPosition, openAllotmentPosition } from '../trading/allotment-positions.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Times in hours from `now`; the price in whole yen. */
function demoTerms(
  symbol: string,
  names: OfferingTerms['names'],
  yen: number,
  hours: [start: number, end: number, draw: number, payBy: number, listing: number],
  now: Date,
): OfferingTerms {
  const [subscribeStart, subscribeEnd, drawAt, payBy, listingAt] = hours.map((h) => new Date(now.getTime() + h * HOUR));
  return {
    symbol,
    names,
    board: 'growth',
    price: asPrice(BigInt(yen) * 100n),
    lotSize: 100,
    lotsOffered: 500,
    maxLotsPerMember: 5,
    subscribeStart: subscribeStart!,
    subscribeEnd: subscribeEnd!,
    drawAt: drawAt!,
    payBy: payBy!,
    listingAt: listingAt!,
  };
}

export async function seedDemoOfferings(db: Database, memberId: MemberId, now: Date): Promise<void> {
  let time = new Date(now.getTime() - 6 * DAY);
  const ipo = createOfferingsService({
    db,
    clock: () => time,
    // The demo member is verified and unrestricted.
    applicantRefusal: async () => null,
    positions: {
      open: (tx, allotment, at) =>
        openAllotmentPosition(tx, allotment, {
          hours: 'always',
          now: at,
          // A fresh demo database trades under the default rules; a new listing's prices step on the standard table.
          risk: { config: defaultTradingConfig, tickTable: 'standard' },
        }),
      cancel: cancelAllotmentPosition,
    },
    listings: createListings(),
  });
  const create = async (terms: OfferingTerms) => {
    const saved = await ipo.save(null, terms, auditTrailFor(null));
    if (isRejection(saved)) throw new Error(`demo offering ${terms.symbol}: ${saved.rejected}`);
    return saved.id;
  };
  const apply = async (ipoId: number) => {
    const applied = await ipo.subscribe(ownTransaction(db), memberId, { ipoId, lots: 1 });
    if (isRejection(applied)) throw new Error(`demo application: ${applied.rejected}`);
    return applied.applicationId;
  };

  const listed = await create(
    demoTerms('140A', { en: 'Kabuto Drone Works', tw: '兜無人機', jp: 'カブトドローン' }, 800, [-144, -120, -96, -48, -1], now),
  );
  const drawn = await create(
    demoTerms('141A', { en: 'Hoshi Biotech', tw: '星生技', jp: 'ホシバイオ' }, 1200, [-72, -48, -24, 48, 96], now),
  );
  await create(demoTerms('142A', { en: 'Minato Cloud', tw: '港雲端', jp: 'ミナトクラウド' }, 1500, [-1, 72, 73, 120, 168], now));
  await create(demoTerms('143A', { en: 'Yuki Foods', tw: '雪食品', jp: 'ユキフーズ' }, 950, [72, 120, 121, 168, 216], now));

  await ipo.tick(); // the first opens
  const paidFor = await apply(listed);
  time = new Date(now.getTime() - 3 * DAY);
  await ipo.tick(); // the first is drawn, the second opens
  const paid = await ipo.pay(ownTransaction(db), memberId, paidFor);
  if (isRejection(paid)) throw new Error(`demo payment: ${paid.rejected}`);
  await apply(drawn);
  time = now;
  await ipo.tick(); // the first lists, the second is drawn, the third opens
}
