/**
 * The hardware back button of the native wrapper: back through history, except at a root screen,
 * where a first press warns and a second press within a second leaves the app.
 */
export const exitWindowMs = 1_000;

export type BackPressAction = 'back' | 'warn' | 'exit';

export interface BackPress {
  /** The current screen is a root (home or start), or there is no history to go back to. */
  atRoot: boolean;
  nowMs: number;
  /** When the previous warning press happened, or null. */
  lastWarnedAtMs: number | null;
}

export function backPressAction({ atRoot, nowMs, lastWarnedAtMs }: BackPress): BackPressAction {
  if (!atRoot) return 'back';
  if (lastWarnedAtMs !== null && nowMs - lastWarnedAtMs <= exitWindowMs) return 'exit';
  return 'warn';
}

/** Remembers the last warning between presses; `press` tells the caller what to do. */
export function createBackPressTracker(): { press(atRoot: boolean, nowMs: number): BackPressAction } {
  let lastWarnedAtMs: number | null = null;
  return {
    press(atRoot, nowMs) {
      const action = backPressAction({ atRoot, nowMs, lastWarnedAtMs });
      lastWarnedAtMs = action === 'warn' ? nowMs : null;
      return action;
    },
  };
}
