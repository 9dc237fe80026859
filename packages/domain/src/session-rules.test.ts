import { describe, expect, it } from 'vitest';
import { isSessionLive, memberSessionLimits, needsTouch } from './session-rules';

const start = new Date('2026-11-22T00:00:00Z');
const plus = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('session rules', () => {
  it.each([
    { case: 'fresh', createdAt: 0, lastSeenAt: 0, now: 1, live: true },
    { case: '29 minutes idle', createdAt: 0, lastSeenAt: 0, now: 29, live: true },
    { case: '30 minutes idle', createdAt: 0, lastSeenAt: 0, now: 30, live: false },
    { case: 'active but 12 hours old', createdAt: 0, lastSeenAt: 715, now: 720, live: false },
    { case: 'active and 11h59 old', createdAt: 0, lastSeenAt: 715, now: 719, live: true },
  ])('$case: live=$live', ({ createdAt, lastSeenAt, now, live }) => {
    expect(isSessionLive({ createdAt: plus(createdAt), lastSeenAt: plus(lastSeenAt) }, plus(now), memberSessionLimits)).toBe(
      live,
    );
  });

  it('refreshes the last-seen time at most once a minute', () => {
    expect(needsTouch({ createdAt: start, lastSeenAt: start }, plus(0.5))).toBe(false);
    expect(needsTouch({ createdAt: start, lastSeenAt: start }, plus(1))).toBe(true);
  });
});
