import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterSuccess,
  fundPasswordLockRule,
  lockMinutesLeft,
  unlocked,
  type SignInLockState,
} from './failure-lock';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 9, 0) + minutes * 60_000);

function fail(times: number, everyMinutes: number, from: SignInLockState = unlocked): SignInLockState {
  let state = from;
  for (let index = 0; index < times; index++) state = afterFailure(state, at(index * everyMinutes));
  return state;
}

describe('sign-in lock', () => {
  it.each([
    { failures: 9, everyMinutes: 1, locked: false },
    { failures: 10, everyMinutes: 1, locked: true },
    // The tenth failure at minute 14.4 is still inside the fifteen-minute window.
    { failures: 10, everyMinutes: 1.6, locked: true },
    // The tenth at minute 15.3 falls in a new window, which restarts the count.
    { failures: 10, everyMinutes: 1.7, locked: false },
  ])('$failures failures $everyMinutes minutes apart: locked=$locked', ({ failures, everyMinutes, locked }) => {
    const state = fail(failures, everyMinutes);
    expect(lockMinutesLeft(state, at((failures - 1) * everyMinutes)) > 0).toBe(locked);
  });

  it('locks for fifteen minutes, counting the minutes left rounded up', () => {
    const state = fail(10, 0);
    expect(lockMinutesLeft(state, at(0))).toBe(15);
    expect(lockMinutesLeft(state, at(14.01))).toBe(1);
    expect(lockMinutesLeft(state, at(15))).toBe(0);
  });

  it('forgets failures after a success', () => {
    expect(afterSuccess()).toEqual(unlocked);
  });

  it('locks fund operations for an hour after five wrong fund passwords within an hour', () => {
    let state = unlocked;
    // Four failures twelve minutes apart (minutes 0, 12, 24, 36) leave it open.
    for (let index = 0; index < 4; index++) state = afterFailure(state, at(index * 12), fundPasswordLockRule);
    expect(lockMinutesLeft(state, at(36))).toBe(0);
    state = afterFailure(state, at(48), fundPasswordLockRule);
    expect(lockMinutesLeft(state, at(48))).toBe(60);
  });
});
