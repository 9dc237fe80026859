import { describe, expect, it } from 'vitest';
import { currencies } from '@kabuto/contracts';
import { fxRatesAt } from './fx-rates';

describe('exchange rates', () => {
  const at = new Date('2026-11-24T03:17:42Z');

  it('quotes every currency per US dollar as exact decimal strings, the same for everyone in a minute', () => {
    const rates = fxRatesAt(at, 'kabuto');
    expect(Object.keys(rates.perUsd).sort()).toEqual([...currencies].sort());
    expect(rates.perUsd.USD).toBe('1');
    for (const rate of Object.values(rates.perUsd)) expect(rate).toMatch(/^\d+(\.\d+)?$/);
    expect(rates.minute.toISOString()).toBe('2026-11-24T03:17:00.000Z');
    expect(fxRatesAt(new Date('2026-11-24T03:17:05Z'), 'kabuto')).toEqual(rates);
  });

  it('moves a little from minute to minute and stays near its level over a month', () => {
    let previous = Number(fxRatesAt(at, 'kabuto').perUsd.JPY);
    for (let minute = 1; minute <= 60 * 24 * 30; minute += 7) {
      const rate = Number(fxRatesAt(new Date(at.getTime() + minute * 60_000), 'kabuto').perUsd.JPY);
      expect(Math.abs(rate / previous - 1)).toBeLessThan(0.002);
      expect(rate).toBeGreaterThan(150.2 * 0.96);
      expect(rate).toBeLessThan(150.2 * 1.04);
      previous = rate;
    }
  });

  it('depends on the seed', () => {
    expect(fxRatesAt(at, 'a').perUsd.JPY).not.toBe(fxRatesAt(at, 'b').perUsd.JPY);
  });
});
