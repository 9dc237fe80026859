/**
 * The cool-down of a new passkey (issue 29): for `passkeyCoolDownHours` after it was added, a
 * passkey signs in but confirms nothing (no withdrawal, card change, password reset or passkey
 * change), so a passkey slipped into an account from a stolen session or password cannot at once
 * take it over, and the member has a day to see the notice and disown it.
 */
import { reject, type Rejection } from '@kabuto/domain';

const hourMs = 3_600_000;

/** When a passkey added at `createdAt` may first confirm a step-up. */
export function usableForStepUpAt(createdAt: Date, coolDownHours: number): Date {
  return new Date(createdAt.getTime() + coolDownHours * hourMs);
}

/** 403 `passkey_too_new {until}` while any of `createdAt` is in its cool-down: the earliest time one is usable. */
export function tooNew(createdAt: readonly Date[], coolDownHours: number, now: Date): Rejection | null {
  const usable = createdAt.map((added) => usableForStepUpAt(added, coolDownHours));
  if (usable.length === 0 || usable.some((at) => at <= now)) return null;
  const until = new Date(Math.min(...usable.map((at) => at.getTime())));
  return reject('passkey_too_new', { until: until.toISOString() });
}
