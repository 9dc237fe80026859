import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows a UTC instant in Japan time, nine hours ahead', () => {
    expect(formatTime('2026-11-22T05:23:07.699Z')).toBe('2026-11-22 14:23:07 JST');
  });

  it('rolls over to the next day in Japan', () => {
    expect(formatTime('2026-12-31T15:00:00Z')).toBe('2027-01-01 00:00:00 JST');
  });

  it('shows a missing time as a dash and an unreadable one as given', () => {
    expect(formatTime(null)).toBe('—');
    expect(formatTime('soon')).toBe('soon');
  });
});
