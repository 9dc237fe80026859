import { describe, expect, it } from 'vitest';
import { crosshairTime } from './chart-time';

// 2026-11-27 15:30 on a Tokyo clock, as the chart holds it (wall-clock seconds read as UTC).
const wallClock = Date.UTC(2026, 10, 27, 15, 30) / 1000;

describe('the chart crosshair time', () => {
  it.each([
    { language: 'jp', intraday: true, shown: '2026/11/27 15:30 JST' },
    { language: 'tw', intraday: true, shown: '2026/11/27 15:30 JST' },
    { language: 'en', intraday: true, shown: 'Nov 27, 2026, 15:30 JST' },
    { language: 'jp', intraday: false, shown: '2026年11月27日' },
    { language: 'en', intraday: false, shown: 'Nov 27, 2026' },
  ] as const)('reads $shown in $language (minute bars: $intraday)', ({ language, intraday, shown }) => {
    expect(crosshairTime(wallClock, intraday, language)).toBe(shown);
  });

  it('writes nothing for a time it does not know', () => {
    expect(crosshairTime({ year: 2026, month: 11, day: 27 }, false, 'jp')).toBe('');
  });
});
