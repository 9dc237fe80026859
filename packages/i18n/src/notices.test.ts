import { describe, expect, it } from 'vitest';
import type { Language } from './languages';
import { renderNotice } from './notices';

const body = (kind: Parameters<typeof renderNotice>[0], params: Record<string, string>, language: Language) =>
  renderNotice(kind, params, language).body;

describe('the figures inside a notice', () => {
  it.each([
    ['en', 'filled at 1,972.'],
    ['tw', '已以 1,972 成交'],
    ['jp', '1,972 で約定しました'],
  ] as const)('writes a fill price with the digit grouping in %s', (language, expected) => {
    expect(body('order_filled', { orderNo: 'O1', shares: '300', symbol: '7203', price: '1972' }, language)).toContain(expected);
  });

  it.each(['en', 'tw', 'jp'] as const)('keeps the decimals a price has, and no more, in %s', (language) => {
    const text = body(
      'margin_warning',
      { positionNo: 'P1', symbol: '7203', price: '2151.50', liquidationPrice: '1793' },
      language,
    );
    expect(text).toContain('2,151.5');
    expect(text).toContain('1,793');
    expect(text).not.toMatch(/2151|1793/);
  });

  it.each([
    ['en', 'Realised P&L: -¥1,347.00.'],
    ['tw', '已實現損益：-¥1,347.00。'],
    ['jp', '実現損益：-¥1,347.00。'],
  ] as const)('writes profit and loss as signed yen with two decimals in %s', (language, expected) => {
    expect(body('position_liquidated', { positionNo: 'P1', symbol: '7203', price: '1793', pnl: '-1347' }, language)).toContain(
      expected,
    );
  });

  it.each(['en', 'tw', 'jp'] as const)(
    'writes yen once, with the sign, where a text used to add ¥ or JPY itself, in %s',
    (language) => {
      const loan = body(
        'loan_ltv_warning',
        { owed: '600000', collateral: '1000000', ltvPct: '60', forcedSalePct: '85', maxLtvPct: '60' },
        language,
      );
      expect(loan).toContain('¥600,000.00');
      expect(loan).toContain('¥1,000,000.00');
      expect(loan).not.toContain('¥¥');
      expect(body('referral_rewarded', { account: '0900000002', amount: '1000' }, language)).toContain('¥1,000.00');
      expect(body('referral_rewarded', { account: '0900000002', amount: '1000' }, language)).not.toContain('JPY');
    },
  );

  it('writes a dollar amount the way the app does, and yen with the sign', () => {
    expect(body('deposit_passed', { orderNo: 'D1', amount: '25.5', currency: 'USD' }, 'en')).toContain('of 25.50 USD has');
    expect(body('deposit_passed', { orderNo: 'D1', amount: '50000', currency: 'JPY' }, 'jp')).toContain('（¥50,000.00）');
  });

  it('reads a notice stored with grouped figures (block trades) the same way', () => {
    const text = body(
      'offer_allotted',
      { symbol: 'X', shares: '300', allotted: '300', price: '155.00', paid: '46,500.00', released: '0.00' },
      'en',
    );
    expect(text).toContain('at ¥155 a share. ¥46,500.00 paid for the position; ¥0.00 is back');
  });

  it('writes the price inside an alert condition, and leaves a percentage condition and figures already written alone', () => {
    expect(body('price_alert', { symbol: '7203', condition: '≥ 1972', price: '1972.5', change: '+1.20%' }, 'tw')).toContain(
      '（≥ 1,972）：最新價 1,972.5，當日 +1.20%',
    );
    expect(body('price_alert', { symbol: '7203', condition: '±5%', price: '980', change: '-5.10%' }, 'en')).toContain('(±5%)');
    expect(body('copy_stop_loss', { strategy: 'S', copyNo: 'C1', stopLossPct: '5', threshold: '¥950,000.00' }, 'en')).toContain(
      '(equity ¥950,000.00 or less)',
    );
  });

  it('writes an IPO payment deadline in Japan time, labelled', () => {
    const params = { symbol: 'X', lots: '2', price: '1200', amount: '240000', payBy: '2026-11-28T06:00:00.000Z' };
    expect(body('ipo_won', params, 'jp')).toContain('2026/11/28 15:00 JST までに ¥240,000.00');
    expect(body('ipo_won', params, 'en')).toContain('by Nov 28, 2026, 15:00 JST');
  });

  it.each([
    { language: 'jp', shown: '返済期日は 2026年12月29日 です' },
    { language: 'tw', shown: '到期日為 2026年12月29日' },
    { language: 'en', shown: 'It is due on Dec 29, 2026.' },
  ] as const)('writes a loan’s due day as a date in $language, never 2026-12-29', ({ language, shown }) => {
    const params = { loanNo: 'L1', amount: '100000', termDays: '30', apr: '12', dueAt: '2026-12-29' };
    expect(body('loan_passed', params, language)).toContain(shown);
  });
});
