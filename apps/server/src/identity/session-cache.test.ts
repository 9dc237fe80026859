import { asMemberId } from '@kabuto/domain';
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from './identity.repository';
import { createSessionCache } from './session-cache';

const session = (sessionId: string): SessionRecord => ({
  sessionId,
  memberId: asMemberId(7),
  account: '0800000007',
  createdAt: new Date('2026-11-25T03:00:00Z'),
  lastSeenAt: new Date('2026-11-25T03:00:00Z'),
});

function cache() {
  const clock = { ms: 0 };
  return { clock, sessions: createSessionCache(() => clock.ms) };
}

describe('the session cache', () => {
  it('keeps nothing until the node listens for ended sessions', () => {
    const { sessions } = cache();
    sessions.remember('token-a', session('1'), sessions.generation());
    expect(sessions.get('token-a')).toBeUndefined();
    sessions.trust();
    sessions.remember('token-a', session('1'), sessions.generation());
    expect(sessions.get('token-a')).toEqual(session('1'));
  });

  it('forgets a session that ended, and drops everything when listening stops', () => {
    const { sessions } = cache();
    sessions.trust();
    sessions.remember('token-a', session('1'), sessions.generation());
    sessions.remember('token-b', session('2'), sessions.generation());
    sessions.forget('1');
    expect(sessions.get('token-a')).toBeUndefined();
    expect(sessions.get('token-b')).toEqual(session('2'));
    sessions.distrust();
    expect(sessions.get('token-b')).toBeUndefined();
    sessions.trust();
    expect(sessions.get('token-b')).toBeUndefined();
  });

  it('does not keep a session read before another ended (the read may predate its ending)', () => {
    const { sessions } = cache();
    sessions.trust();
    const readIn = sessions.generation();
    // The database said "live"; before the answer is kept, a notice says it ended.
    sessions.forget('1');
    sessions.remember('token-a', session('1'), readIn);
    expect(sessions.get('token-a')).toBeUndefined();
  });

  it('ages an entry out after a minute', () => {
    const { clock, sessions } = cache();
    sessions.trust();
    sessions.remember('token-a', session('1'), sessions.generation());
    clock.ms = 59_999;
    expect(sessions.get('token-a')).toBeDefined();
    clock.ms = 60_000;
    expect(sessions.get('token-a')).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest first', () => {
    const sessions = createSessionCache(() => 0, 2);
    sessions.trust();
    for (const id of ['1', '2', '3']) sessions.remember(`token-${id}`, session(id), sessions.generation());
    expect(sessions.get('token-1')).toBeUndefined();
    expect(sessions.get('token-2')).toEqual(session('2'));
    expect(sessions.get('token-3')).toEqual(session('3'));
  });
});
