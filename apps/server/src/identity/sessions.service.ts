/** The member's own sessions: where they are signed in, and ending any of them. */
import type { MemberSession } from '@kabuto/contracts';
import { isSessionLive, memberSessionLimits, reject, type Rejection } from '@kabuto/domain';
import type { Database } from '../db/database';
import * as members from './identity.repository';
import type { MemberPrincipal } from './identity.service';

export type SessionsService = ReturnType<typeof createSessionsService>;

export function createSessionsService({ db, clock }: { db: Database; clock: () => Date }) {
  async function liveSessions(memberId: number) {
    const now = clock();
    const { rows } = await db.pool.query<{
      id: string;
      ip: string | null;
      user_agent: string | null;
      created_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT id::text, ip, user_agent, created_at, last_seen_at FROM member_sessions
        WHERE member_id = $1 AND ended_at IS NULL ORDER BY last_seen_at DESC`,
      [memberId],
    );
    // A session past its idle or absolute limit is over even before a call ends it.
    return rows.filter((row) =>
      isSessionLive({ createdAt: row.created_at, lastSeenAt: row.last_seen_at }, now, memberSessionLimits),
    );
  }

  return {
    async list(principal: MemberPrincipal): Promise<MemberSession[]> {
      return (await liveSessions(principal.memberId)).map((row) => ({
        id: row.id,
        device: deviceName(row.user_agent),
        ip: row.ip ?? '',
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        current: row.id === String(principal.sessionId),
      }));
    },

    async end(principal: MemberPrincipal, id: string): Promise<Record<string, never> | Rejection> {
      const own = await liveSessions(principal.memberId);
      if (!own.some((row) => row.id === id)) return reject('not_found');
      await members.endSession(db.pool, id, clock());
      return {};
    },
  };
}

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/(OPR|Opera)\//, 'Opera'],
  [/(Chrome|CriOS)\//, 'Chrome'],
  [/(Firefox|FxiOS)\//, 'Firefox'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/node|undici|curl|okhttp|Dart/i, 'App'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Android" from a user agent: enough for a member to recognise a device, nothing more. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return '?';
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}
