/** When repeated failures (sign-ins, fund passwords) lock an account, and for how long. */

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

/** A successful sign-in forgets earlier failures. */
export function afterSuccess(): SignInLockState {
  return unlocked;
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
