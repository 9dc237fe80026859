import { describe, expect, it } from 'vitest';
import { yen } from './stock-exchange-rules';
import { fillNow, singlePriceFill, type FillableOrder, type MarketNow } from './trading-fill';
import { netRealizedPnl, yenAmount, type DepthLevel } from './trading-money';

const asks: DepthLevel[] = [
  { price: yen('2151'), shares: 100 },
  { price: yen('2152'), shares: 200 },
];
const open: MarketNow = { side: asks, continuous: true, halted: false };
const marketBuy: FillableOrder = { direction: 'long', type: 'market', limitPrice: null, shares: 200 };
const limitBuy = (limit: string): FillableOrder => ({ direction: 'long', type: 'limit', limitPrice: yen(limit), shares: 300 });

describe('the fill-now rule', () => {
  it('walks the book for a market order: 100 at 2,151 and 100 at 2,152 make a notional of 430,300', () => {
    const fill = fillNow(marketBuy, open);
    expect(fill?.levels).toEqual([
      { price: yen('2151'), shares: 100 },
      { price: yen('2152'), shares: 100 },
    ]);
    // 2,151 × 100 + 2,152 × 100 = 215,100 + 215,200 = 430,300 yen, in sen.
    expect(fill?.notional).toBe(yen('430300'));
  });

  it('fills a limit order whole at the best price when that is its limit or better, and leaves it waiting otherwise', () => {
    expect(fillNow(limitBuy('2151'), open)).toEqual(singlePriceFill(yen('2151'), 300));
    expect(fillNow(limitBuy('2160'), open)).toEqual(singlePriceFill(yen('2151'), 300));
    expect(fillNow(limitBuy('2150'), open)).toBeNull();
  });

  it('fills a short limit order only when the best bid is its limit or higher', () => {
    const bids: MarketNow = { ...open, side: [{ price: yen('2149'), shares: 100 }] };
    const sell = (limit: string): FillableOrder => ({ direction: 'short', type: 'limit', limitPrice: yen(limit), shares: 100 });
    expect(fillNow(sell('2149'), bids)).toEqual(singlePriceFill(yen('2149'), 100));
    expect(fillNow(sell('2150'), bids)).toBeNull();
  });

  it('fills nothing outside continuous trading, in a halted stock, or against an empty side', () => {
    expect(fillNow(marketBuy, { ...open, continuous: false })).toBeNull();
    expect(fillNow(limitBuy('2160'), { ...open, halted: true })).toBeNull();
    expect(fillNow(marketBuy, { ...open, side: [] })).toBeNull();
    expect(fillNow(limitBuy('2160'), { ...open, side: [] })).toBeNull();
  });
});

describe('net realised P&L', () => {
  it('is the gross P&L less the closing fee, the opening fee and the stamp duty', () => {
    // Bought 100 at 2,151 (fee 216), sold at 2,149 (fee 215): gross −200, net −200 − 215 − 216 − 0 = −631.
    const net = netRealizedPnl({
      grossPnl: yenAmount(-200n),
      closingFee: yenAmount(215n),
      openingFee: yenAmount(216n),
      stampDuty: yenAmount(0n),
    });
    expect(net).toEqual(yenAmount(-631n));
  });

  it('counts the stamp duty against a winning trade', () => {
    // 10,000 − 300 − 300 − 50 = 9,350.
    const net = netRealizedPnl({
      grossPnl: yenAmount(10_000n),
      closingFee: yenAmount(300n),
      openingFee: yenAmount(300n),
      stampDuty: yenAmount(50n),
    });
    expect(net).toEqual(yenAmount(9_350n));
  });
});
