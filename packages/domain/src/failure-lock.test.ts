import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterRightGuess,
  afterWrongGuess,
  fundPasswordLockRule,
  lockMinutesLeft,
  lostGuessMs,
  reserveGuess,
  unlocked,
  type GuessCount,
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

  it('locks fund operations for an hour after five wrong fund passwords within an hour', () => {
    let state = unlocked;
    // Four failures twelve minutes apart (minutes 0, 12, 24, 36) leave it open.
    for (let index = 0; index < 4; index++) state = afterFailure(state, at(index * 12), fundPasswordLockRule);
    expect(lockMinutesLeft(state, at(36))).toBe(0);
    state = afterFailure(state, at(48), fundPasswordLockRule);
    expect(lockMinutesLeft(state, at(48))).toBe(60);
  });
});

describe('guesses judged at once', () => {
  const rule = fundPasswordLockRule;
  const fresh: GuessCount = { ...unlocked, pending: 0, pendingSince: null };
  const reserve = (count: GuessCount, minutes = 0) => {
    const reservation = reserveGuess(count, at(minutes), rule);
    if (!reservation.granted) throw new Error(`refused: ${reservation.lockedMinutes}`);
    return reservation.count;
  };

  it('gives out five places, then makes the sixth wait', () => {
    let count = fresh;
    for (let index = 0; index < 5; index++) count = reserve(count);
    expect(count.pending).toBe(5);
    expect(reserveGuess(count, at(0), rule)).toEqual({ granted: false, lockedMinutes: 0 });
  });

  it('counts places taken with the wrong guesses already made', () => {
    // 3 wrong + 2 being judged = 5: no sixth place.
    let count = fresh;
    for (let index = 0; index < 3; index++) count = afterWrongGuess(reserve(count), at(0), rule);
    count = reserve(reserve(count));
    expect(reserveGuess(count, at(0), rule)).toEqual({ granted: false, lockedMinutes: 0 });
    // One of them right: its place frees, and the count of wrong ones stays 3.
    count = afterRightGuess(count);
    expect(count).toMatchObject({ failures: 3, pending: 1 });
    expect(reserveGuess(count, at(0), rule).granted).toBe(true);
  });

  it('locks at the fifth wrong answer, and then refuses with the minutes left', () => {
    let count = fresh;
    for (let index = 0; index < 5; index++) count = reserve(count);
    for (let index = 0; index < 5; index++) count = afterWrongGuess(count, at(1), rule);
    expect(count).toMatchObject({ pending: 0, pendingSince: null });
    expect(reserveGuess(count, at(1), rule)).toEqual({ granted: false, lockedMinutes: 60 });
  });

  it('forgets nothing on a right guess: four wrong, one right, one wrong lock', () => {
    let count = fresh;
    for (let index = 0; index < 4; index++) count = afterWrongGuess(reserve(count), at(0), rule);
    count = afterRightGuess(reserve(count));
    count = afterWrongGuess(reserve(count), at(0), rule);
    expect(lockMinutesLeft(count, at(0))).toBe(60);
  });

  it('frees the places of guesses left unanswered for a minute', () => {
    let count = fresh;
    for (let index = 0; index < 5; index++) count = reserve(count);
    expect(reserveGuess(count, at(lostGuessMs / 60_000 - 0.01), rule).granted).toBe(false);
    expect(reserveGuess(count, at(lostGuessMs / 60_000), rule)).toMatchObject({ granted: true, count: { pending: 1 } });
  });

  it('does not count the wrong guesses of a window that is over', () => {
    let count = fresh;
    for (let index = 0; index < 4; index++) count = afterWrongGuess(reserve(count), at(0), rule);
    // An hour later the four are forgotten: five places fit again.
    for (let index = 0; index < 5; index++) count = reserve(count, 60);
    expect(count.pending).toBe(5);
  });
});
