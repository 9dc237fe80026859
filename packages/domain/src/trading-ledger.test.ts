import { describe, expect, it } from 'vitest';
import { yen } from './stock-exchange-rules';
import {
  accountKey,
  applyEntry,
  depositEntry,
  houseAccount,
  memberAccount,
  parseAccountKey,
  validateEntry,
  type Balances,
  type Entry,
} from './ledger';
import { isRejection } from './rejection';
import { defaultTradingConfig } from './trading-config';
import { addMarginEntry, closeEntry, closeShortfall, fillEntry, orderHoldEntry, orderReleaseEntry } from './trading-ledger';
import { closeOutcome, notionalOf, orderCharges, yenAmount } from './trading-money';

const config = defaultTradingConfig;
const available = accountKey(memberAccount('m1', 'JPY', 'available'));
const frozen = accountKey(memberAccount('m1', 'JPY', 'frozen'));
const margin = accountKey(memberAccount('m1', 'JPY', 'margin'));
const market = accountKey(houseAccount('market', 'JPY'));
const fees = accountKey(houseAccount('fees', 'JPY'));
const taxes = accountKey(houseAccount('taxes', 'JPY'));
const bank = accountKey(houseAccount('bank', 'JPY'));

function applyAll(entries: readonly Entry[], from: Balances = new Map()): Balances {
  return entries.reduce((balances, entry) => {
    expect(validateEntry(entry)).toBeNull();
    const next = applyEntry(balances, entry);
    if (isRejection(next)) throw new Error(`refused: ${JSON.stringify(next)}`);
    return next;
  }, from);
}

function expectEachCurrencySumsToZero(balances: Balances): void {
  const totals = new Map<string, bigint>();
  for (const [key, minor] of balances) {
    const { currency } = parseAccountKey(key);
    totals.set(currency, (totals.get(currency) ?? 0n) + minor);
  }
  for (const total of totals.values()) expect(total).toBe(0n);
}

const balance = (balances: Balances, key: string) => balances.get(key) ?? 0n;
const funded = (amount: bigint) => applyAll([depositEntry('m1', yenAmount(amount))]);

// 100 shares at 2,150 with leverage 2, long or short: margin 107,500 + fee 215 = 107,715 held.
const heldAt2150 = orderCharges(notionalOf(yen('2150'), 100), 2, config);

describe('the entries of a trade', () => {
  it('holds an order’s margin, fee and duty from available', () => {
    const balances = applyAll([orderHoldEntry('m1', heldAt2150)], funded(200_000n));
    // 200,000 − 107,715 = 92,285
    expect(balance(balances, available)).toBe(92_285n);
    expect(balance(balances, frozen)).toBe(107_715n);
    expectEachCurrencySumsToZero(balances);
  });

  it('returns the whole hold when the order is cancelled', () => {
    const balances = applyAll([orderHoldEntry('m1', heldAt2150), orderReleaseEntry('m1', heldAt2150.total)], funded(200_000n));
    expect(balance(balances, available)).toBe(200_000n);
    expect(balance(balances, frozen)).toBe(0n);
    expectEachCurrencySumsToZero(balances);
  });

  it.each([
    // Filled at 2,150: margin 107,500 and fee 215 use the hold exactly.
    { why: 'at its limit', fill: '2150', direction: 'long', margin: 107_500n, fee: 215n, available: 92_285n },
    // Filled at 2,140: 214,000 ÷ 2 = 107,000, fee 214; 107,715 − 107,214 = 501 back: 92,285 + 501 = 92,786
    {
      why: 'below its limit, refunding the difference',
      fill: '2140',
      direction: 'long',
      margin: 107_000n,
      fee: 214n,
      available: 92_786n,
    },
    // A short at 2,150 filled at 2,160: 216,000 ÷ 2 = 108,000, fee 216; 108,216 − 107,715 = 501 more: 92,285 − 501 = 91,784
    {
      why: 'a short above its limit, taking the difference',
      fill: '2160',
      direction: 'short',
      margin: 108_000n,
      fee: 216n,
      available: 91_784n,
    },
  ])('fills an order $why', ({ fill, margin: expectedMargin, fee, available: expectedAvailable }) => {
    const charged = orderCharges(notionalOf(yen(fill), 100), 2, config);
    const balances = applyAll([orderHoldEntry('m1', heldAt2150), fillEntry('m1', heldAt2150.total, charged)], funded(200_000n));
    expect(balance(balances, frozen)).toBe(0n);
    expect(balance(balances, margin)).toBe(expectedMargin);
    expect(balance(balances, fees)).toBe(fee);
    expect(balance(balances, available)).toBe(expectedAvailable);
    expectEachCurrencySumsToZero(balances);
  });

  it('sends stamp duty to the house taxes account', () => {
    const charges = orderCharges(notionalOf(yen('2150'), 100), 2, { ...config, stampDutyRate: { units: 1n, scale: 3 } });
    const balances = applyAll([orderHoldEntry('m1', charges), fillEntry('m1', charges.total, charges)], funded(200_000n));
    // 215,000 × 0.1% = 215
    expect(balance(balances, taxes)).toBe(215n);
    expectEachCurrencySumsToZero(balances);
  });

  it('refuses a fill that needs more than the member has available, changing nothing', () => {
    const before = applyAll([orderHoldEntry('m1', heldAt2150)], funded(107_715n));
    const charged = orderCharges(notionalOf(yen('2160'), 100), 2, config);
    const after = applyEntry(before, fillEntry('m1', heldAt2150.total, charged));
    expect(isRejection(after) && after.rejected).toBe('insufficient_funds');
    expect(balance(before, frozen)).toBe(107_715n);
  });

  it('moves added margin from available', () => {
    const balances = applyAll([addMarginEntry('m1', yenAmount(20_000n))], funded(50_000n));
    expect(balance(balances, available)).toBe(30_000n);
    expect(balance(balances, margin)).toBe(20_000n);
    expectEachCurrencySumsToZero(balances);
  });

  it.each([
    // Gain: (2,200 − 2,150) × 100 = 5,000, fee 220; 92,285 + 107,500 + 5,000 − 220 = 204,565
    { close: '2200', market: -5_000n, fees: 435n, available: 204_565n },
    // Loss: (2,100 − 2,150) × 100 = −5,000, fee 210; 92,285 + 107,500 − 5,000 − 210 = 194,575
    { close: '2100', market: 5_000n, fees: 425n, available: 194_575n },
    // No change: 2,150, fee 215; 92,285 + 107,500 − 215 = 199,570, and nothing to or from the market
    { close: '2150', market: 0n, fees: 430n, available: 199_570n },
  ])('closes a long at $close', ({ close, market: expectedMarket, fees: expectedFees, available: expectedAvailable }) => {
    const opened = applyAll([orderHoldEntry('m1', heldAt2150), fillEntry('m1', heldAt2150.total, heldAt2150)], funded(200_000n));
    const outcome = closeOutcome(
      { direction: 'long', shares: 100, entryNotional: notionalOf(yen('2150'), 100) },
      yen(close),
      config,
    );
    const closed = applyAll(
      [closeEntry('m1', { margin: heldAt2150.margin, grossPnl: outcome.grossPnl, closingFee: outcome.closingFee })],
      opened,
    );
    expect(balance(closed, margin)).toBe(0n);
    expect(balance(closed, market)).toBe(expectedMarket);
    expect(balance(closed, fees)).toBe(expectedFees);
    expect(balance(closed, available)).toBe(expectedAvailable);
    expect(balance(closed, bank)).toBe(-200_000n);
    expectEachCurrencySumsToZero(closed);
  });

  it('takes a loss beyond the margin from available, refuses it when available is short, and writes off what can’t be paid', () => {
    // Margin 1,000, loss 1,500, fee 100: the member owes 600 beyond the margin.
    const settlement = { margin: yenAmount(1_000n), grossPnl: yenAmount(-1_500n), closingFee: yenAmount(100n) };
    const holding = applyAll([addMarginEntry('m1', yenAmount(1_000n))], funded(1_400n)); // 400 left available
    const refused = applyEntry(holding, closeEntry('m1', settlement));
    expect(isRejection(refused) && refused.rejected).toBe('insufficient_funds');
    // 400 + 1,000 − 1,500 − 100 = −200: 200 can't be paid
    const writeOff = closeShortfall(settlement, yenAmount(400n));
    expect(writeOff).toEqual(yenAmount(200n));
    const closed = applyAll([closeEntry('m1', { ...settlement, writeOff })], holding);
    expect(balance(closed, available)).toBe(0n);
    // The market receives 1,500 − 200 = 1,300; fees 100
    expect(balance(closed, market)).toBe(1_300n);
    expect(balance(closed, fees)).toBe(100n);
    expectEachCurrencySumsToZero(closed);
  });

  it('has no shortfall when available covers the loss', () => {
    const settlement = { margin: yenAmount(1_000n), grossPnl: yenAmount(-1_500n), closingFee: yenAmount(100n) };
    expect(closeShortfall(settlement, yenAmount(600n))).toEqual(yenAmount(0n));
  });
});
