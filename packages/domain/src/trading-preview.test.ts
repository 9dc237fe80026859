import { describe, expect, it } from 'vitest';
import { yen } from './stock-exchange-rules';
import { isRejection } from './rejection';
import { defaultTradingConfig } from './trading-config';
import { yenAmount } from './trading-money';
import { previewOrder, type OrderPreview } from './trading-preview';

const config = defaultTradingConfig; // fee 0.1%, at least ¥100; maintenance 20%, warning 40%

describe('the preview of an order', () => {
  it('prices a limit order at its limit', () => {
    const preview = previewOrder(
      { direction: 'long', type: 'limit', price: yen('2150'), lots: 1, leverage: 2, product: 'normal' },
      { book: [], tickTable: 'standard', available: yenAmount(200_000n) },
      config,
    ) as OrderPreview;
    expect(preview).toEqual({
      price: yen('2150'),
      shares: 100,
      notional: yen('215000'), // 2,150 × 100
      margin: yenAmount(107_500n), // 215,000 ÷ 2
      fee: yenAmount(215n), // 215,000 × 0.1%
      stampDuty: yenAmount(0n),
      total: yenAmount(107_715n), // 107,500 + 215
      liquidationPrice: yen('1344'), // (215,000 − 107,500) ÷ (100 × 0.8) = 1,343.75, up to 1,344
      availableAfter: yenAmount(92_285n), // 200,000 − 107,715
      warnings: [],
    });
  });

  it('walks the book for a market order and notes each warning', () => {
    const bids = [
      { price: yen('2149'), shares: 100 },
      { price: yen('2148'), shares: 100 },
    ];
    const preview = previewOrder(
      { direction: 'short', type: 'market', lots: 3, leverage: 3, product: 'day' },
      { book: bids, tickTable: 'standard', available: yenAmount(100_000n) },
      config,
    ) as OrderPreview;
    // 2,149 × 100 + 2,148 × 200 (100 shown, 100 beyond the book) = 214,900 + 429,600 = 644,500
    expect(preview.notional).toBe(yen('644500'));
    expect(preview.price).toBe(yen('2148.33')); // 644,500 ÷ 300 = 2,148.333…
    expect(preview.margin).toEqual(yenAmount(214_834n)); // 644,500 ÷ 3 = 214,833.33…, up
    expect(preview.fee).toEqual(yenAmount(645n)); // 644.5, up
    expect(preview.total).toEqual(yenAmount(215_479n)); // 214,834 + 645
    expect(preview.availableAfter).toEqual(yenAmount(-115_479n)); // 100,000 − 215,479
    // (644,500 + 214,834) ÷ (300 × 1.2) = 2,387.03, down to 2,387
    expect(preview.liquidationPrice).toBe(yen('2387'));
    // Beyond the book; more than is available. A third of the notional is above the 30% warning level, and the
    // position is warned only halfway to its liquidation price, so it does not open already warned.
    expect(preview.warnings).toEqual(['depth_exceeded', 'insufficient_funds']);
    expect(preview.fill?.beyondBook).toBe(100);
  });

  it('refuses a market order against an empty book with no_liquidity', () => {
    const refusal = previewOrder(
      { direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
      { book: [], tickTable: 'standard', available: yenAmount(1_000_000n) },
      config,
    );
    expect(isRejection(refusal) && refusal.rejected).toBe('no_liquidity');
  });
});
