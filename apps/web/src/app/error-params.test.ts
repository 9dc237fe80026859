import { describe, expect, it } from 'vitest';
import { en, jp } from '@kabuto/i18n';
import { translatorFor } from '../ui/translator';
import { localizeErrorParams } from './error-params';

describe('localizeErrorParams', () => {
  it('writes amounts with separators, keeping the decimals they came with', () => {
    expect(localizeErrorParams({ min: '10000', currency: 'JPY' }, 'en', translatorFor(en))).toEqual({
      min: '10,000',
      currency: 'JPY',
    });
    expect(localizeErrorParams({ max: '2500.50', currency: 'USD' }, 'en', translatorFor(en))).toEqual({
      max: '2,500.50',
      currency: 'USD',
    });
  });

  it('writes share counts and prices with separators: a daily limit of 1,000 shares, not 1000', () => {
    expect(localizeErrorParams({ limit: '1000' }, 'jp', translatorFor(jp))).toEqual({ limit: '1,000' });
    expect(localizeErrorParams({ low: '2790', high: '3210' }, 'en', translatorFor(en))).toEqual({ low: '2,790', high: '3,210' });
  });

  it('puts the days of the hours into words', () => {
    expect(localizeErrorParams({ hours: '09:30-19:30', days: 'weekdays' }, 'jp', translatorFor(jp))).toEqual({
      hours: '09:30-19:30',
      days: '土日祝日を除く平日',
    });
  });

  it('shows a time in the member’s language instead of ISO 8601', () => {
    const { from } = localizeErrorParams({ from: '2026-11-23T06:00:00.000Z' }, 'en', translatorFor(en));
    expect(from).not.toContain('T06:00');
    expect(String(from)).toMatch(/2026/);
  });

  it('leaves anything else as it came', () => {
    expect(localizeErrorParams({ minutes: 15, support: 'https://example.com' }, 'en', translatorFor(en))).toEqual({
      minutes: 15,
      support: 'https://example.com',
    });
  });
});
