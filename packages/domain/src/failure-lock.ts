/**
 * When repeated failures (sign-ins, fund passwords) lock an account, and for how long; and how
 * many guesses may be judged at once so that parallel guesses never judge more than the rule allows.
 */

export interface FailureLockRule {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/** Ten wrong passwords in fifteen minutes lock sign-in for fifteen minutes. */
export const signInLockRule: FailureLockRule = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** Five wrong fund passwords in an hour lock fund operations for an hour. */
export const fundPasswordLockRule: FailureLockRule = { maxFailures: 5, windowMs: 3_600_000, lockMs: 3_600_000 };

export interface SignInLockState {
  /** Failures counted in the current window. */
  failures: number;
  /** When the first failure of the current window happened. */
  windowStart: Date | null;
  lockedUntil: Date | null;
}

export const unlocked: SignInLockState = { failures: 0, windowStart: null, lockedUntil: null };

/** Minutes left on a lock, rounded up, or 0 when the account may try to sign in. */
export function lockMinutesLeft(state: SignInLockState, now: Date): number {
  if (!state.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

/**
 * A failure opens a window or counts within it; the last allowed failure inside the window
 * locks for the rule's time and starts counting afresh.
 */
export function afterFailure(state: SignInLockState, now: Date, rule: FailureLockRule = signInLockRule): SignInLockState {
  const windowOpen = state.windowStart !== null && now.getTime() - state.windowStart.getTime() < rule.windowMs;
  const failures = windowOpen ? state.failures + 1 : 1;
  const windowStart = windowOpen ? state.windowStart : now;
  if (failures >= rule.maxFailures) {
    return { failures: 0, windowStart: null, lockedUntil: new Date(now.getTime() + rule.lockMs) };
  }
  return { failures, windowStart, lockedUntil: state.lockedUntil };
}

/**
 * A count of wrong guesses with the guesses being judged now (`pending`): a guess is reserved
 * before its password is verified and answered after. Reserving is refused once the wrong ones
 * and the pending ones together reach the rule's maximum, so however many guesses arrive at
 * once, no more are judged than could still be wrong without a lock falling first.
 */
export interface GuessCount extends SignInLockState {
  pending: number;
  /** When the latest pending guess was reserved. */
  pendingSince: Date | null;
}

/** A guess unanswered this long is taken for lost (its server stopped mid-way) and frees its place. */
export const lostGuessMs = 60_000;

/**
 * A place for one guess (the count to save), or why not: a lock's minutes, or 0 when nothing is
 * locked but every place is taken by guesses being judged (wait for their answers).
 */
export type GuessReservation = { granted: true; count: GuessCount } | { granted: false; lockedMinutes: number };

function liveFailures(count: SignInLockState, now: Date, rule: FailureLockRule): number {
  const windowOpen = count.windowStart !== null && now.getTime() - count.windowStart.getTime() < rule.windowMs;
  return windowOpen ? count.failures : 0;
}

/** Reserves a place for one guess, or says why not: a lock, or the places all taken. */
export function reserveGuess(count: GuessCount, now: Date, rule: FailureLockRule): GuessReservation {
  const lockedMinutes = lockMinutesLeft(count, now);
  if (lockedMinutes > 0) return { granted: false, lockedMinutes };
  const lost = count.pendingSince !== null && now.getTime() - count.pendingSince.getTime() >= lostGuessMs;
  const pending = lost ? 0 : count.pending;
  if (liveFailures(count, now, rule) + pending >= rule.maxFailures) return { granted: false, lockedMinutes: 0 };
  return { granted: true, count: { ...count, pending: pending + 1, pendingSince: now } };
}

/** A wrong guess leaves its place and counts as a failure (which may lock). */
export function afterWrongGuess(count: GuessCount, now: Date, rule: FailureLockRule): GuessCount {
  return { ...afterFailure(count, now, rule), ...leavePlace(count) };
}

/**
 * A right guess leaves its place and counts nothing. It does not forget the wrong ones before it:
 * those are the rule's "five in an hour", and guesses judged beside it must still count.
 */
export function afterRightGuess(count: GuessCount): GuessCount {
  return { ...count, ...leavePlace(count) };
}

function leavePlace(count: GuessCount): Pick<GuessCount, 'pending' | 'pendingSince'> {
  const pending = Math.max(count.pending - 1, 0);
  return { pending, pendingSince: pending === 0 ? null : count.pendingSince };
}
