import { describe, expect, it } from 'vitest';
import { isTokyoToday, tokyoDay } from './tokyo-day';

describe('Tokyo day', () => {
  it('counts the day in Tokyo, nine hours ahead of UTC', () => {
    // 15:30 UTC on the 23rd is 00:30 on the 24th in Tokyo.
    expect(tokyoDay('2026-11-23T15:30:00.000Z')).toBe('2026-11-24');
    expect(tokyoDay('2026-11-23T14:59:59.000Z')).toBe('2026-11-23');
    expect(tokyoDay('not a time')).toBeNull();
  });

  it('says whether a time is on today’s Tokyo date', () => {
    const now = new Date('2026-11-24T06:00:00.000Z');
    expect(isTokyoToday('2026-11-23T15:00:00.000Z', now)).toBe(true);
    expect(isTokyoToday('2026-11-23T14:59:00.000Z', now)).toBe(false);
  });
});
