import { describe, expect, it } from 'vitest';
import { initialValues, ipoSaveBody, isoToJapanInput, japanInputToIso, timeOrderProblem, type IpoRow } from './ipo-form';

const row: IpoRow = {
  id: 7,
  symbol: '141A',
  name: 'Hoshi Biotech',
  names: { en: 'Hoshi Biotech', tw: '星生技', jp: 'ホシバイオ' },
  board: 'growth',
  price: '1200.00',
  lotSize: 100,
  lotsOffered: 500,
  maxLotsPerMember: 5,
  subscribeStart: '2026-11-24T00:00:00.000Z',
  subscribeEnd: '2026-11-25T00:00:00.000Z',
  drawAt: '2026-11-26T00:00:00.000Z',
  payBy: '2026-11-29T00:00:00.000Z',
  listingAt: '2026-12-01T00:00:00.000Z',
  status: 'drawn',
  commitment: 'ab',
  applicants: 1,
  cancelReason: null,
  lotsRequested: 1,
  lotsAllotted: 1,
  lotsPaid: 0,
};

describe('the IPO editor', () => {
  it('reads and writes times in Japan time', () => {
    // 00:00 UTC is 09:00 in Japan (UTC+9).
    expect(isoToJapanInput('2026-11-24T00:00:00.000Z')).toBe('2026-11-24 09:00');
    expect(isoToJapanInput('2026-11-24T16:30:00.000Z')).toBe('2026-11-25 01:30');
    expect(japanInputToIso('2026-11-24 09:00')).toBe('2026-11-24T09:00:00+09:00');
    expect(Date.parse(japanInputToIso('2026-11-24 09:00') ?? '')).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });

  it.each(['2026-02-30 09:00', '2026-11-24 25:00', '2026-11-24', 'tomorrow', ''])('refuses "%s" as a time', (text) => {
    expect(japanInputToIso(text)).toBeNull();
  });

  it('sends an edited offering back with exactly its own terms', () => {
    const body = ipoSaveBody(initialValues(row, 0), row);
    expect(body).toEqual({
      id: 7,
      symbol: '141A',
      name: { en: 'Hoshi Biotech', tw: '星生技', jp: 'ホシバイオ' },
      board: 'growth',
      price: '1200',
      lotsOffered: 500,
      maxLotsPerMember: 5,
      subscribeStart: '2026-11-24T09:00:00+09:00',
      subscribeEnd: '2026-11-25T09:00:00+09:00',
      drawAt: '2026-11-26T09:00:00+09:00',
      payBy: '2026-11-29T09:00:00+09:00',
      listingAt: '2026-12-01T09:00:00+09:00',
    });
    for (const field of ['subscribeStart', 'subscribeEnd', 'drawAt', 'payBy', 'listingAt'] as const) {
      expect(Date.parse(body[field])).toBe(Date.parse(row[field]));
    }
  });

  it('starts a new offering with times in order, and names each time out of order', () => {
    const fresh = initialValues(null, Date.parse('2026-11-26T20:15:00Z'));
    expect(fresh.subscribeStart).toBe('2026-11-27 07:00'); // the next whole hour plus one, 22:00 UTC
    expect(timeOrderProblem(fresh)).toBeNull();
    expect(timeOrderProblem({ ...fresh, subscribeEnd: fresh.subscribeStart })).toMatch(/close after it opens/);
    expect(timeOrderProblem({ ...fresh, drawAt: '2026-11-27 08:00' })).toMatch(/draw/);
    expect(timeOrderProblem({ ...fresh, payBy: fresh.drawAt })).toMatch(/Pay-by/);
    expect(timeOrderProblem({ ...fresh, listingAt: '2026-11-27 08:00' })).toMatch(/Listing/);
  });
});
