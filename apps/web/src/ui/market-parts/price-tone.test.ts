import { describe, expect, it } from 'vitest';
import { toneColor, toneOf, toneVariables } from './price-tone';

describe('toneOf', () => {
  it.each([
    { change: '12.5', tone: 'up' },
    { change: '+0.01', tone: 'up' },
    { change: '-0.20', tone: 'down' },
    { change: '-3', tone: 'down' },
    { change: '0', tone: 'flat' },
    { change: '0.00', tone: 'flat' },
    { change: '-0.00', tone: 'flat' },
    { change: '', tone: 'flat' },
    { change: null, tone: 'flat' },
    { change: 'n/a', tone: 'flat' },
  ] as const)('reads $change as $tone', ({ change, tone }) => {
    expect(toneOf(change)).toBe(tone);
  });
});

describe('toneColor', () => {
  it.each([
    { language: 'en', up: 'green', down: 'red' },
    { language: 'tw', up: 'red', down: 'green' },
    { language: 'jp', up: 'red', down: 'blue' },
  ] as const)('draws gains $up and losses $down in $language', ({ language, up, down }) => {
    const named = { green: '#0f8a4f', red: '#d9342b', blue: '#1f5fd1' };
    expect(toneColor('up', language)).toBe(named[up]);
    expect(toneColor('down', language)).toBe(named[down]);
    expect(toneColor('flat', language)).toBe(toneColor('flat', 'en'));
  });

  it('hands the same colours to CSS', () => {
    expect(toneVariables('tw')).toEqual({
      '--kb-up': toneColor('up', 'tw'),
      '--kb-down': toneColor('down', 'tw'),
      '--kb-flat': toneColor('flat', 'tw'),
    });
  });
});
