import { describe, expect, it } from 'vitest';
import { monthCells } from './check-in-calendar';

describe('the check-in calendar', () => {
  it.each([
    // November 2026 starts on a Sunday and has 30 days; February 2028 a Tuesday, 29 days (leap year).
    { today: '2026-11-25', blanks: 0, days: 30 },
    { today: '2028-02-10', blanks: 2, days: 29 },
    { today: '2027-02-01', blanks: 1, days: 28 },
    { today: '2026-12-31', blanks: 2, days: 31 },
  ])('lays out the month of $today after $blanks blanks with $days days', ({ today, blanks, days }) => {
    const cells = monthCells(today);
    expect(cells.slice(0, blanks).every((cell) => cell === null)).toBe(true);
    expect(cells[blanks]).toBe(`${today.slice(0, 8)}01`);
    expect(cells.length - blanks).toBe(days);
    // Independently: the weekday of the 1st from the platform's own calendar.
    expect(new Date(`${today.slice(0, 8)}01T00:00:00Z`).getUTCDay()).toBe(blanks);
    expect(cells.at(-1)).toBe(`${today.slice(0, 8)}${days}`);
  });
});
