import { describe, expect, it } from 'vitest';
import { formatJapanDateTime, formatJapanStamp, formatJapanTime, japanDay } from './time-format';

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
