import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intlLocale, languages } from './languages';
import {
  formatJapanDate,
  formatJapanDateTime,
  formatJapanMonth,
  formatJapanStamp,
  formatJapanTime,
  japanDay,
  japanTimeZone,
} from './time-format';

// 07:47 UTC is 16:47 in Tokyo (UTC+9, no daylight saving): the deposit that read 07:47 in the app
// and 16:47 in the back office reads 16:47 JST in both.
const deposit = '2026-11-22T07:47:05Z';

describe('every time in Japan time, labelled JST, in each language', () => {
  it.each([
    { language: 'en', shown: 'Nov 22, 2026, 16:47 JST' },
    { language: 'tw', shown: '2026/11/22 16:47 JST' },
    { language: 'jp', shown: '2026/11/22 16:47 JST' },
  ] as const)('date and time in $language: $shown', ({ language, shown }) => {
    // Intl may put a narrow or no-break space between date and time; the reader sees a space.
    expect(formatJapanDateTime(deposit, language).replace(/\s/gu, ' ')).toBe(shown);
  });

  it('shows a time with seconds in Japan time', () => {
    expect(formatJapanTime(deposit, 'jp')).toBe('16:47:05 JST');
  });

  it('gives the back office the same clock as the app', () => {
    expect(formatJapanStamp(deposit)).toBe('2026-11-22 16:47:05 JST');
  });

  it('puts 23:30 UTC on the next Tokyo day', () => {
    expect(japanDay('2026-11-23T23:30:00Z')).toBe('2026-11-24');
  });

  it('shows text that is no time as sent', () => {
    expect(formatJapanDateTime('soon', 'en')).toBe('soon');
    expect(japanDay('soon')).toBeNull();
  });
});

/** Any moment from 1960 to 2100 (Japan has had no daylight saving since 1951). */
const moments = fc.date({ min: new Date('1960-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

/** What Intl writes in Tokyo time, with the spaces a reader sees. */
function intlText(time: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: japanTimeZone }).format(time).replace(/\s/gu, ' ');
}

describe('the written-out layouts are the ones Intl writes', () => {
  it.each(languages)('date and time in %s', (language) => {
    fc.assert(
      fc.property(moments, (time) => {
        const intl = intlText(time, intlLocale[language], { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });
        expect(formatJapanDateTime(time.toISOString(), language)).toBe(`${intl} JST`);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each(languages)('time with seconds in %s', (language) => {
    fc.assert(
      fc.property(moments, (time) => {
        const intl = intlText(time, intlLocale[language], { timeStyle: 'medium', hourCycle: 'h23' });
        expect(formatJapanTime(time.toISOString(), language)).toBe(`${intl} JST`);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the stamp and the trading day', () => {
    fc.assert(
      fc.property(moments, (time) => {
        const day = new Intl.DateTimeFormat('en-CA', {
          timeZone: japanTimeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        });
        const clock = intlText(time, 'en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
        expect(japanDay(time)).toBe(day.format(time));
        expect(formatJapanStamp(time.toISOString())).toBe(`${day.format(time)} ${clock} JST`);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('formatJapanDate', () => {
  it('writes a Japan calendar day in the language, never as 2026-12-29', () => {
    expect(formatJapanDate('2026-12-29', 'jp')).toBe('2026年12月29日');
    expect(formatJapanDate('2026-12-29', 'tw')).toBe('2026年12月29日');
    expect(formatJapanDate('2026-01-05', 'en')).toBe('Jan 5, 2026');
    expect(formatJapanDate('soon', 'en')).toBe('soon');
  });

  it.each(languages)('writes the day as Intl does in %s', (language) => {
    const style = language === 'en' ? 'medium' : 'long';
    const intl = new Intl.DateTimeFormat(intlLocale[language], { dateStyle: style, timeZone: 'UTC' });
    expect(formatJapanDate('2026-12-29', language)).toBe(intl.format(new Date('2026-12-29T00:00:00Z')));
  });
});

describe('formatJapanMonth', () => {
  it('writes a month in the language, never as 2026-11', () => {
    expect(formatJapanMonth('2026-11-28', 'jp')).toBe('2026年11月');
    expect(formatJapanMonth('2026-11', 'tw')).toBe('2026年11月');
    expect(formatJapanMonth('2026-01-05', 'en')).toBe('Jan 2026');
  });
});
