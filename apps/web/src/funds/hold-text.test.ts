import { describe, expect, it } from 'vitest';
import type { Hold } from '@kabuto/contracts';
import { en, jp, tw } from '@kabuto/i18n';
import { translatorFor } from '../ui/translator';
import { holdText } from './hold-text';

const yen = (value: string) => `¥${Number(value).toLocaleString('en-US')}`;
const base: Hold = {
  reference: 'X',
  purpose: 'application',
  currency: 'JPY',
  amount: '100000',
  createdAt: '2026-11-25T03:00:00.000Z',
  kind: 'other',
  name: '',
  symbol: null,
  state: 'held',
  until: null,
  lots: null,
  shares: null,
  price: null,
  direction: null,
};
const text = (hold: Partial<Hold>, language: 'en' | 'jp' | 'tw' = 'en') =>
  holdText({ ...base, ...hold }, translatorFor({ en, jp, tw }[language]), language, yen);

describe('a hold as Mine tells it', () => {
  it.each([
    {
      hold: {
        reference: 'IPO-A2-L1',
        kind: 'ipo',
        name: 'Sakura Robotics',
        symbol: '141A',
        state: 'awaitingPayment',
        lots: 1,
        until: '2026-12-01T06:00:00.000Z',
      },
      what: 'IPO application: Sakura Robotics (141A)',
      state: 'Allotted 1 lot, pay by Dec 1, 2026, 15:00 JST',
    },
    {
      hold: {
        reference: 'IPO-A3',
        kind: 'ipo',
        name: 'Sakura Robotics',
        symbol: '141A',
        state: 'waitingDraw',
        lots: 2,
        until: '2026-11-26T06:00:00.000Z',
      },
      what: 'IPO application: Sakura Robotics (141A)',
      state: 'Waiting for the draw on Nov 26, 2026, 15:00 JST',
    },
    {
      hold: {
        reference: 'PLC-O4',
        kind: 'block',
        name: 'Toyota',
        symbol: '7203',
        state: 'underReview',
        shares: 200,
        price: '2150',
        direction: 'long',
      },
      what: 'Block trade application: Toyota (7203)',
      state: 'Under review',
    },
    {
      hold: {
        reference: 'PLC-O5',
        kind: 'auction',
        name: 'Toyota',
        symbol: '7203',
        state: 'untilClose',
        shares: 200,
        price: '2150',
        until: '2026-11-25T06:30:00.000Z',
      },
      what: 'Auction bid: Toyota (7203), 200 shares at ¥2,150',
      state: 'Until the close on Nov 25, 2026, 15:30 JST',
    },
    {
      hold: {
        purpose: 'order',
        reference: 'O00000053',
        kind: 'order',
        name: 'Toyota',
        symbol: '7203',
        state: 'untilFilled',
        shares: 1000,
        price: '2150',
        direction: 'long',
      },
      what: 'Limit order O00000053: Toyota (7203), buy 1,000 shares at ¥2,150',
      state: 'Until filled or cancelled',
    },
    {
      hold: { purpose: 'withdrawal', reference: 'W00000007', kind: 'withdrawal', name: 'MUFG', state: 'untilPaidOut' },
      what: 'Withdrawal W00000007: to MUFG',
      state: 'Until paid out',
    },
    {
      hold: { purpose: 'order', reference: 'O1', kind: 'other', state: 'held' },
      what: 'Order O1, until it is filled or cancelled',
      state: null,
    },
  ] as { hold: Partial<Hold>; what: string; state: string | null }[])('$what', ({ hold, what, state }) => {
    expect(text(hold)).toEqual({ what, state });
  });

  it('is told in Japanese and Chinese too', () => {
    const hold: Partial<Hold> = {
      kind: 'ipo',
      name: 'サクラ',
      symbol: '141A',
      state: 'awaitingPayment',
      lots: 2,
      until: '2026-12-01T06:00:00.000Z',
    };
    expect(text(hold, 'jp')).toEqual({ what: 'IPO申込：サクラ（141A）', state: '2単元当選・2026/12/01 15:00 JSTまでにお支払い' });
    expect(text({ ...hold, name: '櫻花' }, 'tw').what).toBe('新股申購：櫻花（141A）');
  });
});
