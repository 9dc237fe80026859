import { describe, expect, it } from 'vitest';
import type { IsHoliday, MarketPhase } from './stock-exchange-hours';
import { isRejection } from './rejection';
import { defaultTradingConfig, type CloseRules, type Product } from './trading-config';
import {
  beginClose,
  beginForcedClose,
  cancelOrder,
  checkClose,
  closeAvailableFrom,
  dayCloseDeadline,
  expireOrder,
  fillOrder,
  isDueForAutoClose,
  isOrderExpired,
  settleClose,
  tradingClock,
  type OrderStatus,
  type PositionState,
  type PositionStatus,
  type TradingClock,
  type TradingSchedule,
} from './trading-positions';
import type { InstrumentStatus } from './trading-rules';

// Marine Day 2025 (Monday 21 July) stands in for the holiday calendar.
const isHoliday: IsHoliday = (date) => date === '2025-07-21';
const tse: TradingSchedule = { hours: 'tse', isHoliday, dayCutoffMsOfDay: defaultTradingConfig.dayCutoffMsOfDay };
const always: TradingSchedule = { ...tse, hours: 'always' };
/** An instant given as Japan wall-clock time. */
const jst = (local: string) => new Date(`${local}+09:00`);

describe('the trading clock', () => {
  it.each([
    { when: 'Monday 10:00', schedule: tse, at: '2025-07-14T10:00:00', date: '2025-07-14', phase: 'continuous', past: false },
    { when: 'Monday 15:19:59', schedule: tse, at: '2025-07-14T15:19:59', date: '2025-07-14', phase: 'continuous', past: false },
    {
      when: 'Monday 15:20, the cut-off',
      schedule: tse,
      at: '2025-07-14T15:20:00',
      date: '2025-07-14',
      phase: 'continuous',
      past: true,
    },
    { when: 'Saturday', schedule: tse, at: '2025-07-19T10:00:00', date: '2025-07-18', phase: 'closed', past: false },
    {
      when: 'Monday 15:20 in always hours',
      schedule: always,
      at: '2025-07-14T15:20:00',
      date: '2025-07-14',
      phase: 'continuous',
      past: false,
    },
  ])('$when: trading date $date, $phase, past the cut-off $past', ({ schedule, at, date, phase, past }) => {
    expect(tradingClock(jst(at), schedule)).toEqual({ now: jst(at), tradingDate: date, phase, pastDayCutoff: past });
  });
});

describe('orders', () => {
  const statuses: OrderStatus[] = ['filled', 'cancelled', 'expired', 'rejected'];

  it('cancels, fills and expires a pending order', () => {
    const order = { id: 'O-1', status: 'pending' as OrderStatus, tradingDate: '2025-07-14' };
    expect(cancelOrder(order)).toEqual({ ...order, status: 'cancelled' });
    expect(fillOrder(order)).toEqual({ ...order, status: 'filled' });
    expect(expireOrder(order)).toEqual({ ...order, status: 'expired' });
  });

  it.each(statuses.map((status) => ({ status })))(
    'refuses to cancel, fill or expire a $status order with order_not_pending',
    ({ status }) => {
      const order = { status, tradingDate: '2025-07-14' };
      for (const transition of [cancelOrder, fillOrder, expireOrder]) {
        const refusal = transition(order);
        expect(isRejection(refusal) && refusal).toEqual({ rejected: 'order_not_pending', params: { status } });
      }
    },
  );

  it.each([
    { why: 'during its session', status: 'pending', placed: '2025-07-14', clock: ['2025-07-14', 'continuous'], expired: false },
    { why: 'in the lunch break', status: 'pending', placed: '2025-07-14', clock: ['2025-07-14', 'lunch_break'], expired: false },
    {
      why: 'once its session has closed',
      status: 'pending',
      placed: '2025-07-14',
      clock: ['2025-07-14', 'closed'],
      expired: true,
    },
    { why: 'on a later trading date', status: 'pending', placed: '2025-07-14', clock: ['2025-07-15', 'pre_open'], expired: true },
    { why: 'a filled one, never', status: 'filled', placed: '2025-07-14', clock: ['2025-07-15', 'closed'], expired: false },
  ] as { why: string; status: OrderStatus; placed: string; clock: [string, MarketPhase]; expired: boolean }[])(
    'expires a pending order $why: $expired',
    ({ status, placed, clock: [tradingDate, phase], expired }) => {
      expect(isOrderExpired({ status, tradingDate: placed }, { tradingDate, phase })).toBe(expired);
    },
  );
});

describe('closing a position', () => {
  const openedAt = jst('2025-07-18T10:00:00'); // a Friday
  const position = (status: PositionStatus = 'holding', product: Product = 'normal'): PositionState => ({
    status,
    product,
    openedAt,
    openedTradingDate: '2025-07-18',
  });
  const clockAt = (local: string, phase: MarketPhase = 'continuous'): TradingClock => ({
    ...tradingClock(jst(local), tse),
    phase,
  });
  const rules = (normal: CloseRules) => ({ closeRules: { ...defaultTradingConfig.closeRules, normal } });
  const tPlusOne = rules({ minMinutesBeforeClose: 0, sameDayClose: false });
  const thirtyMinutes = rules({ minMinutesBeforeClose: 30, sameDayClose: true });

  it.each([
    { why: 'a position being closed', status: 'closing', code: 'position_not_holding', params: { status: 'closing' } },
    { why: 'a closed position', status: 'closed', code: 'position_not_holding', params: { status: 'closed' } },
    // A close is a market order: the status comes first, then a market order's hours.
    { why: 'in the lunch break', phase: 'lunch_break', code: 'market_closed', params: { phase: 'lunch_break' } },
    { why: 'in the closing auction', phase: 'closing_auction', code: 'market_closed', params: { phase: 'closing_auction' } },
    { why: 'a halted stock', instrument: 'halted', code: 'instrument_halted' },
    { why: 'on its opening date under T+1', config: tPlusOne, code: 'same_day_close_not_allowed' },
    // Held 10 minutes of 30: 20 to go.
    {
      why: 'ten minutes after opening',
      at: '2025-07-18T10:10:00',
      config: thirtyMinutes,
      code: 'close_too_soon',
      params: { minutes: 20 },
    },
    // Held 29:30 of 30: the half minute left is shown as a whole one.
    {
      why: 'half a minute early',
      at: '2025-07-18T10:29:30',
      config: thirtyMinutes,
      code: 'close_too_soon',
      params: { minutes: 1 },
    },
  ] as {
    why: string;
    status?: PositionStatus;
    phase?: MarketPhase;
    instrument?: InstrumentStatus;
    at?: string;
    config?: typeof tPlusOne;
    code: string;
    params?: Record<string, unknown>;
  }[])(
    'refuses $why with $code',
    ({
      status = 'holding',
      phase = 'continuous',
      instrument = 'trading',
      at = '2025-07-18T14:00:00',
      config = defaultTradingConfig,
      code,
      params,
    }) => {
      const refusal = checkClose(position(status), { clock: clockAt(at, phase), instrumentStatus: instrument, config });
      expect(refusal?.rejected).toBe(code);
      if (params) expect(refusal?.params).toEqual(params);
    },
  );

  it.each([
    { why: 'on its opening date under T+0', at: '2025-07-18T10:00:01', config: defaultTradingConfig },
    // Monday the 21st is Marine Day: the next trading date is Tuesday.
    { why: 'on the next trading date under T+1', at: '2025-07-22T09:00:00', config: tPlusOne },
    { why: 'exactly thirty minutes after opening', at: '2025-07-18T10:30:00', config: thirtyMinutes },
    { why: 'in the pre-open', at: '2025-07-22T08:30:00', config: tPlusOne, phase: 'pre_open' },
  ] as { why: string; at: string; config: typeof tPlusOne; phase?: MarketPhase }[])(
    'allows a close $why',
    ({ at, config, phase = 'continuous' }) => {
      expect(checkClose(position(), { clock: clockAt(at, phase), instrumentStatus: 'trading', config })).toBeNull();
    },
  );

  describe('an allotment locked until its listing', () => {
    const listingAt = jst('2025-07-22T09:00:00');
    const allotment: PositionState = { ...position(), lockedUntil: listingAt };

    it('is refused with locked_until and the time, before the market and even off-market', () => {
      for (const instrumentStatus of ['trading', null] as const) {
        const refusal = checkClose(allotment, {
          clock: clockAt('2025-07-22T08:59:59'),
          instrumentStatus,
          config: defaultTradingConfig,
        });
        expect(refusal).toEqual({ rejected: 'locked_until', params: { until: '2025-07-22T00:00:00.000Z' } });
      }
      // The lock also comes before the hours: a member learns when, not that the market is shut.
      const lunch = checkClose(allotment, {
        clock: clockAt('2025-07-18T12:00:00', 'lunch_break'),
        instrumentStatus: null,
        config: defaultTradingConfig,
      });
      expect(lunch?.rejected).toBe('locked_until');
    });

    it('closes like any position from its listing on, and says when in lockedUntil until then', () => {
      expect(
        checkClose(allotment, {
          clock: clockAt('2025-07-22T09:00:00'),
          instrumentStatus: 'trading',
          config: defaultTradingConfig,
        }),
      ).toBeNull();
      // Not on the market yet (no instrument): market_closed, once the lock is over.
      expect(
        checkClose(allotment, { clock: clockAt('2025-07-22T09:00:00'), instrumentStatus: null, config: defaultTradingConfig })
          ?.rejected,
      ).toBe('market_closed');
      expect(closeAvailableFrom(allotment, defaultTradingConfig.closeRules.normal, tse)).toEqual(listingAt);
      // Under T+1 the later of the two counts.
      expect(
        closeAvailableFrom(
          { ...allotment, lockedUntil: jst('2025-07-18T11:00:00') },
          { minMinutesBeforeClose: 0, sameDayClose: false },
          tse,
        ),
      ).toEqual(jst('2025-07-22T00:00:00'));
    });
  });

  it('moves a holding position to closing, and closing to closed', () => {
    const context = { clock: clockAt('2025-07-18T14:00:00'), instrumentStatus: 'trading' as const, config: defaultTradingConfig };
    const closing = beginClose(position(), context);
    expect(closing).toEqual(position('closing'));
    expect(settleClose(closing as PositionState)).toEqual(position('closed'));
  });

  it('refuses to settle a close that has not begun', () => {
    const refusal = settleClose(position('holding'));
    expect(isRejection(refusal) && refusal.rejected).toBe('wrong_state');
  });

  it('lets the house close a position the member may not close yet, but only a holding one', () => {
    expect(beginForcedClose(position())).toEqual(position('closing'));
    const refusal = beginForcedClose(position('closed'));
    expect(isRejection(refusal) && refusal.rejected).toBe('position_not_holding');
  });

  it.each([
    { why: 'no lock without rules', config: defaultTradingConfig, until: null },
    { why: 'thirty minutes after opening', config: thirtyMinutes, until: '2025-07-18T10:30:00' },
    // Friday's position under T+1: Saturday, Sunday and Marine Day pass; Tuesday begins at midnight.
    { why: 'the start of the next trading date under T+1', config: tPlusOne, until: '2025-07-22T00:00:00' },
    { why: 'the later of both', config: rules({ minMinutesBeforeClose: 30, sameDayClose: false }), until: '2025-07-22T00:00:00' },
  ] as { why: string; config: typeof tPlusOne; until: string | null }[])('is locked until $why', ({ config, until }) => {
    expect(closeAvailableFrom(position(), config.closeRules.normal, tse)).toEqual(until === null ? null : jst(until));
  });
});

describe('day positions', () => {
  const dayPosition = (openedLocal: string, status: PositionStatus = 'holding', product: Product = 'day'): PositionState => ({
    status,
    product,
    openedAt: jst(openedLocal),
    openedTradingDate: openedLocal.slice(0, 10),
  });

  it.each([
    { why: 'a morning position under tse hours', schedule: tse, opened: '2025-07-14T10:00:00', deadline: '2025-07-14T15:20:00' },
    // Opened after the cut-off (only possible in always hours): the next day's cut-off.
    {
      why: 'an evening position under always hours',
      schedule: always,
      opened: '2025-07-14T16:00:00',
      deadline: '2025-07-15T15:20:00',
    },
    {
      why: 'a Saturday position under always hours',
      schedule: always,
      opened: '2025-07-19T10:00:00',
      deadline: '2025-07-19T15:20:00',
    },
    // Friday after the cut-off under tse hours: weekend and Marine Day pass.
    { why: 'a position past Friday’s cut-off', schedule: tse, opened: '2025-07-18T15:21:00', deadline: '2025-07-22T15:20:00' },
  ])('closes $why at $deadline', ({ schedule, opened, deadline }) => {
    expect(dayCloseDeadline(jst(opened), schedule)).toEqual(jst(deadline));
  });

  it.each([
    { why: 'before the cut-off', position: dayPosition('2025-07-14T10:00:00'), now: '2025-07-14T15:19:59', due: false },
    { why: 'at the cut-off', position: dayPosition('2025-07-14T10:00:00'), now: '2025-07-14T15:20:00', due: true },
    { why: 'left over from an earlier day', position: dayPosition('2025-07-14T10:00:00'), now: '2025-07-15T09:00:00', due: true },
    {
      why: 'a normal position',
      position: dayPosition('2025-07-14T10:00:00', 'holding', 'normal'),
      now: '2025-07-14T15:20:00',
      due: false,
    },
    {
      why: 'one already closing',
      position: dayPosition('2025-07-14T10:00:00', 'closing'),
      now: '2025-07-14T15:20:00',
      due: false,
    },
  ])('is due for the house to close $why: $due', ({ position, now, due }) => {
    expect(isDueForAutoClose(position, jst(now), tse)).toBe(due);
  });
});
