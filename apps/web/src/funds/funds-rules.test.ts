import { describe, expect, it } from 'vitest';
import { amountIssue, cashKeptForLoan, fundsWindow, narrowerLimits, wholeBalance, widerLimits } from './funds-rules';

describe('amountIssue', () => {
  const limits = { min: '10000', max: '10000000' };
  it.each([
    { case: 'nothing typed', text: '', issue: { code: 'required' } },
    { case: 'not a number', text: '1,000', issue: { code: 'invalid_format' } },
    { case: 'zero', text: '0', issue: { code: 'not_positive' } },
    { case: 'yen with sen', text: '10000.5', issue: { code: 'too_many_decimals' } },
    { case: 'below the minimum', text: '9999', issue: { code: 'below_minimum', min: '10000' } },
    { case: 'above the maximum', text: '10000001', issue: { code: 'above_maximum', max: '10000000' } },
    { case: 'within the limits', text: '50000', issue: null },
    { case: 'exactly the minimum', text: '10000', issue: null },
    { case: 'trailing zeros that lose nothing', text: '10000.00', issue: null },
  ])('answers $issue for $case', ({ text, issue }) => {
    expect(amountIssue(text, 'JPY', limits)).toEqual(issue);
  });

  it('checks the balance after the limits', () => {
    // ¥50,000 asked, ¥49,999 available
    expect(amountIssue('50000', 'JPY', limits, '49999')).toEqual({ code: 'insufficient_funds' });
    expect(amountIssue('5000', 'JPY', limits, '49999')).toEqual({ code: 'below_minimum', min: '10000' });
    expect(amountIssue('49999', 'JPY', limits, '49999')).toBeNull();
  });

  it('follows the decimals of the currency', () => {
    expect(amountIssue('12.345', 'USD', null)).toEqual({ code: 'too_many_decimals' });
    expect(amountIssue('12.34', 'USD', null, '12.34')).toBeNull();
    expect(amountIssue('12.35', 'USD', null, '12.34')).toEqual({ code: 'insufficient_funds' });
  });
});

describe('narrowerLimits', () => {
  it('takes the larger minimum and the smaller maximum', () => {
    expect(narrowerLimits({ min: '10000', max: '50000000' }, { min: '5000', max: '10000000' })).toEqual({
      min: '10000',
      max: '10000000',
    });
    expect(narrowerLimits({ min: '1', max: '2' }, null)).toEqual({ min: '1', max: '2' });
  });
});

describe('wholeBalance', () => {
  it.each([
    { available: '1000000', currency: 'JPY', text: '1000000' },
    { available: '65.69', currency: 'USD', text: '65.69' },
    { available: '0', currency: 'JPY', text: '' },
  ] as const)('offers $text of $available $currency', ({ available, currency, text }) => {
    expect(wholeBalance(available, currency)).toBe(text);
  });
});

describe('fundsWindow', () => {
  // 2026-11-20 is a Friday; 10:00 in Tokyo is 01:00 UTC.
  it('is open inside the hours on a weekday', () => {
    expect(fundsWindow(new Date('2026-11-20T01:00:00Z'), '09:30-19:30', 'weekdays')).toEqual({ open: true });
  });

  it('says when it opens next when closed', () => {
    // Saturday 2026-11-21 10:00 Tokyo → Monday 2026-11-23 is Labour Thanksgiving Day → Tuesday 09:30 Tokyo.
    expect(fundsWindow(new Date('2026-11-21T01:00:00Z'), '09:30-19:30', 'weekdays')).toEqual({
      open: false,
      opensAt: new Date('2026-11-24T00:30:00Z'),
    });
  });

  it('is null for a setting it cannot read', () => {
    expect(fundsWindow(new Date(), 'always', 'all')).toBeNull();
  });
});

describe('widerLimits', () => {
  it('takes the smaller minimum and the larger maximum', () => {
    expect(widerLimits({ min: '10000', max: '1000000' }, { min: '5000', max: '500000' })).toEqual({
      min: '5000',
      max: '1000000',
    });
  });
});

describe('with a loan owed', () => {
  it('refuses yen above the withdrawable amount, after the balance', () => {
    // 300,000 available, 250,000 withdrawable: 250,001 is kept as the loan's collateral; 300,001 is above the balance.
    expect(amountIssue('250000', 'JPY', null, '300000', '250000')).toBeNull();
    expect(amountIssue('250001', 'JPY', null, '300000', '250000')).toEqual({
      code: 'collateral_required',
      withdrawable: '250000',
    });
    expect(amountIssue('300001', 'JPY', null, '300000', '250000')).toEqual({ code: 'insufficient_funds' });
  });

  it('names the cash a loan keeps: available − withdrawable, or nothing', () => {
    expect(cashKeptForLoan('300000', '250000')).toBe('50000');
    expect(cashKeptForLoan('300000', '300000')).toBeNull();
    expect(cashKeptForLoan('0', '0')).toBeNull();
  });
});
