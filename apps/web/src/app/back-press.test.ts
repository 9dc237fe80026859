import { describe, expect, it } from 'vitest';
import { backPressAction, createBackPressTracker, exitWindowMs } from './back-press';

describe('backPressAction', () => {
  it.each([
    { case: 'goes back on an inner screen', atRoot: false, nowMs: 5_000, lastWarnedAtMs: null, action: 'back' },
    {
      case: 'goes back on an inner screen even right after a warning',
      atRoot: false,
      nowMs: 5_000,
      lastWarnedAtMs: 4_900,
      action: 'back',
    },
    { case: 'warns on the first press at a root', atRoot: true, nowMs: 5_000, lastWarnedAtMs: null, action: 'warn' },
    { case: 'exits on a second press within the window', atRoot: true, nowMs: 5_500, lastWarnedAtMs: 5_000, action: 'exit' },
    { case: 'exits on a second press exactly at the window', atRoot: true, nowMs: 6_000, lastWarnedAtMs: 5_000, action: 'exit' },
    {
      case: 'warns again when the second press comes too late',
      atRoot: true,
      nowMs: 6_001,
      lastWarnedAtMs: 5_000,
      action: 'warn',
    },
  ] as const)('$case', ({ atRoot, nowMs, lastWarnedAtMs, action }) => {
    expect(backPressAction({ atRoot, nowMs, lastWarnedAtMs })).toBe(action);
  });

  it('uses a one-second window', () => {
    expect(exitWindowMs).toBe(1_000);
  });
});

describe('createBackPressTracker', () => {
  it('warns, then exits on a quick second press', () => {
    const tracker = createBackPressTracker();
    expect(tracker.press(true, 10_000)).toBe('warn');
    expect(tracker.press(true, 10_400)).toBe('exit');
  });

  it('starts over after a slow second press', () => {
    const tracker = createBackPressTracker();
    expect(tracker.press(true, 10_000)).toBe('warn');
    expect(tracker.press(true, 11_500)).toBe('warn');
    expect(tracker.press(true, 12_000)).toBe('exit');
  });

  it('forgets a warning once the member has gone back through an inner screen', () => {
    const tracker = createBackPressTracker();
    expect(tracker.press(true, 10_000)).toBe('warn');
    expect(tracker.press(false, 10_200)).toBe('back');
    expect(tracker.press(true, 10_400)).toBe('warn');
  });
});
