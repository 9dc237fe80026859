import { describe, expect, it } from 'vitest';
import type { MarketPhase } from './stock-exchange-hours';
import { priceLimits, yen } from './stock-exchange-rules';
import { defaultTradingConfig } from './trading-config';
import { checkOrder, limitFillPrice, type InstrumentState, type OrderRequest } from './trading-rules';

// A ¥2,150 previous close on the standard table: the limit width is ¥500, so ¥1,650 to ¥2,650.
const trading: InstrumentState = { status: 'trading', ...priceLimits(yen('2150'), 'standard'), tickTable: 'standard' };
const halted: InstrumentState = { ...trading, status: 'halted' };
const topix: InstrumentState = { status: 'trading', ...priceLimits(yen('2150'), 'topix100'), tickTable: 'topix100' };

const limitOrder: OrderRequest = {
  direction: 'long',
  type: 'limit',
  price: yen('2150'),
  lots: 1,
  leverage: 2,
  product: 'normal',
};
const marketOrder: OrderRequest = { direction: 'short', type: 'market', lots: 3, leverage: 1, product: 'normal' };
const config = { leverageOptions: defaultTradingConfig.leverageOptions };

describe('the limits the examples rely on', () => {
  it('puts a ¥2,150 close between ¥1,650 and ¥2,650', () => {
    expect(trading.limitUp).toBe(yen('2650'));
    expect(trading.limitDown).toBe(yen('1650'));
  });
});

describe('checking an order', () => {
  it.each([
    // The market's phase comes first: a closed market answers before anything else is looked at.
    { why: 'nothing is taken when the market is closed', order: limitOrder, phase: 'closed', code: 'market_closed' },
    { why: 'nothing is taken in the lunch break', order: marketOrder, phase: 'lunch_break', code: 'market_closed' },
    {
      why: 'a market order is refused in the closing auction',
      order: marketOrder,
      phase: 'closing_auction',
      code: 'market_closed',
    },
    {
      why: 'a limit order is refused in the closing auction, whose print no member order meets',
      order: limitOrder,
      phase: 'closing_auction',
      code: 'market_closed',
    },
    {
      why: 'a closed market answers before a halt',
      order: limitOrder,
      phase: 'closed',
      instrument: halted,
      code: 'market_closed',
    },
    { why: 'a halted stock takes no order', order: limitOrder, instrument: halted, code: 'instrument_halted' },
    { why: 'zero lots', order: { ...limitOrder, lots: 0 }, code: 'invalid_lots' },
    { why: 'negative lots', order: { ...limitOrder, lots: -2 }, code: 'invalid_lots' },
    { why: 'a fraction of a lot', order: { ...limitOrder, lots: 1.5 }, code: 'invalid_lots' },
    {
      why: 'a leverage not offered',
      order: { ...limitOrder, leverage: 5 },
      code: 'invalid_leverage',
      params: { options: '1, 2, 3' },
    },
    {
      why: 'a limit order without a price',
      order: { ...limitOrder, price: undefined },
      code: 'invalid_input',
      fields: { price: 'required' },
    },
    { why: 'a zero limit price', order: { ...limitOrder, price: 0n }, code: 'invalid_input', fields: { price: 'not_positive' } },
    { why: 'a price between ¥1 ticks', order: { ...limitOrder, price: yen('2150.5') }, code: 'off_tick', params: { tick: '1' } },
    // ¥2,150.3 on the TOPIX100 table is in the ¥0.5 band (above ¥1,000 up to ¥3,000).
    {
      why: 'a price between ¥0.5 ticks',
      order: { ...limitOrder, price: yen('2150.3') },
      instrument: topix,
      code: 'off_tick',
      params: { tick: '0.5' },
    },
    {
      why: 'a price above the upper limit',
      order: { ...limitOrder, price: yen('2651') },
      code: 'outside_price_limits',
      params: { limitUp: '2650', limitDown: '1650' },
    },
    {
      why: 'a price below the lower limit',
      order: { ...limitOrder, price: yen('1649') },
      code: 'outside_price_limits',
      params: { limitUp: '2650', limitDown: '1650' },
    },
    { why: 'a day order in the pre-open', order: { ...limitOrder, product: 'day' }, phase: 'pre_open', code: 'day_trade_closed' },

    {
      why: 'a day order after the cut-off',
      order: { ...marketOrder, product: 'day' },
      pastDayCutoff: true,
      code: 'day_trade_closed',
    },
  ] as {
    why: string;
    order: OrderRequest;
    phase?: MarketPhase;
    instrument?: InstrumentState;
    pastDayCutoff?: boolean;
    code: string;
    params?: Record<string, string>;
    fields?: Record<string, string>;
  }[])(
    'refuses $why with $code',
    ({ order, phase = 'continuous', instrument = trading, pastDayCutoff = false, code, params, fields }) => {
      const refusal = checkOrder(order, instrument, { phase, pastDayCutoff }, config);
      expect(refusal?.rejected).toBe(code);
      if (params) expect(refusal?.params).toEqual(params);
      if (fields) expect(refusal?.fields).toEqual(fields);
    },
  );

  it.each([
    { why: 'a limit order in continuous trading', order: limitOrder, phase: 'continuous' },
    { why: 'a market order in continuous trading', order: marketOrder, phase: 'continuous' },
    { why: 'a limit order in the pre-open', order: limitOrder, phase: 'pre_open' },
    { why: 'a market order in the pre-open', order: marketOrder, phase: 'pre_open' },
    { why: 'a limit order at the upper limit', order: { ...limitOrder, price: yen('2650') }, phase: 'continuous' },
    { why: 'a limit order at the lower limit', order: { ...limitOrder, price: yen('1650') }, phase: 'continuous' },
    { why: 'a day order in continuous trading', order: { ...marketOrder, product: 'day' }, phase: 'continuous' },
    {
      why: 'a market order carrying an ignored off-tick price',
      order: { ...marketOrder, price: yen('0.5') },
      phase: 'continuous',
    },
  ] as { why: string; order: OrderRequest; phase: MarketPhase }[])('accepts $why', ({ order, phase }) => {
    expect(checkOrder(order, trading, { phase, pastDayCutoff: false }, config)).toBeNull();
  });

  it('accepts an on-tick TOPIX100 price of ¥2,150.5', () => {
    expect(
      checkOrder({ ...limitOrder, price: yen('2150.5') }, topix, { phase: 'continuous', pastDayCutoff: false }, config),
    ).toBeNull();
  });
});

describe('when a resting limit order fills', () => {
  it.each([
    { direction: 'long', limit: '2150', market: '2151', fill: null },
    { direction: 'long', limit: '2150', market: '2150', fill: '2150' },
    { direction: 'long', limit: '2150', market: '2148', fill: '2148' },
    { direction: 'short', limit: '2150', market: '2149', fill: null },
    { direction: 'short', limit: '2150', market: '2150', fill: '2150' },
    { direction: 'short', limit: '2150', market: '2153', fill: '2153' },
  ] as const)('a $direction limit at $limit meets $market: fills at $fill', ({ direction, limit, market, fill }) => {
    expect(limitFillPrice(direction, yen(limit), yen(market))).toBe(fill === null ? null : yen(fill));
  });
});
