import { describe, expect, it } from 'vitest';
import { amountToHold, nextMilestone, parseLots, shortfall, splitDuration, tabOf, type Offering } from './ipo-figures';

const offering: Offering = {
  id: 1,
  symbol: '9501',
  name: 'Test',
  board: 'growth',
  price: '1530',
  lotSize: 100,
  lotsOffered: 10,
  maxLotsPerMember: 5,
  subscribeStart: '2026-11-20T00:00:00.000Z',
  subscribeEnd: '2026-11-21T00:00:00.000Z',
  drawAt: '2026-11-22T00:00:00.000Z',
  payBy: '2026-11-23T00:00:00.000Z',
  listingAt: '2026-11-24T00:00:00.000Z',
  status: 'subscribing',
  commitment: null,
  applicants: 0,
};

describe('IPO figures', () => {
  it.each([
    // price × lots × lot size
    { price: '1530', lots: 1, lotSize: 100, held: '153000' }, // 1,530 × 1 × 100 = 153,000
    { price: '1530', lots: 3, lotSize: 100, held: '459000' }, // 1,530 × 3 × 100 = 459,000
    { price: '987.5', lots: 2, lotSize: 100, held: '197500' }, // 987.5 × 2 × 100 = 197,500
  ])('holds $held for $lots lots at $price', ({ price, lots, lotSize, held }) => {
    expect(amountToHold(price, lots, lotSize)).toBe(held);
  });

  it('says how much cash is missing, or nothing when it is enough', () => {
    expect(shortfall('459000', '400000')).toBe('59000'); // 459,000 − 400,000
    expect(shortfall('459000', '459000')).toBeNull();
    expect(shortfall('459000', '500000.00')).toBeNull();
  });

  it.each([
    { text: '1', lots: 1 },
    { text: '5', lots: 5 },
    { text: '0', lots: null },
    { text: '6', lots: null },
    { text: '1.5', lots: null },
    { text: '', lots: null },
  ])('reads lots "$text" with a maximum of 5 as $lots', ({ text, lots }) => {
    expect(parseLots(text, 5)).toBe(lots);
  });

  it('lists every state after the window under ended', () => {
    expect(tabOf('upcoming')).toBe('upcoming');
    expect(tabOf('subscribing')).toBe('subscribing');
    for (const status of ['closed', 'drawn', 'listed', 'cancelled'] as const) expect(tabOf(status)).toBe('ended');
  });

  it('counts down to the next moment of the clock', () => {
    expect(nextMilestone(offering, Date.parse('2026-11-19T00:00:00Z'))?.kind).toBe('opensIn');
    expect(nextMilestone(offering, Date.parse('2026-11-20T12:00:00Z'))).toEqual({ kind: 'closesIn', at: offering.subscribeEnd });
    expect(nextMilestone(offering, Date.parse('2026-11-23T12:00:00Z'))?.kind).toBe('listsIn');
    expect(nextMilestone({ ...offering, status: 'listed' }, Date.parse('2026-11-19T00:00:00Z'))).toBeNull();
    expect(nextMilestone(offering, Date.parse('2026-11-25T00:00:00Z'))).toBeNull();
  });

  it('splits a wait into days, hours, minutes and seconds', () => {
    expect(splitDuration(((2 * 24 + 3) * 3600 + 5 * 60 + 7) * 1000)).toEqual({
      unit: 'days',
      days: 2,
      hours: 3,
      minutes: 5,
      seconds: 7,
    });
    expect(splitDuration((3 * 3600 + 61) * 1000).unit).toBe('hours');
    expect(splitDuration(61_000)).toEqual({ unit: 'minutes', days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(splitDuration(59_000)).toEqual({ unit: 'seconds', days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(-5).seconds).toBe(0);
  });
});
