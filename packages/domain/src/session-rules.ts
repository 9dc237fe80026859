/** How long a session lives: it ends after a spell of inactivity or at an absolute age. */

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export const memberSessionLimits: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };
export const staffSessionLimits: SessionLimits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 };

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export function isSessionLive(session: SessionTimes, now: Date, limits: SessionLimits): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() < limits.idleMs &&
    now.getTime() - session.createdAt.getTime() < limits.absoluteMs
  );
}

/**
 * Refreshing `lastSeenAt` on every call would write on every read; once a minute is enough
 * for a thirty-minute idle limit.
 */
export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= 60_000;
}
