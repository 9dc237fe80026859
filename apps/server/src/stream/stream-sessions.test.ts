/**
 * A session that ends (signing out, a new password, a restriction) ends on the stream too: its
 * connections lose their private topics at once and are told, without reconnecting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, signUp, type Session } from '../../test/fixtures';
import { StreamClient, type Frame } from '../../test/stream-client';
import { publishToMember } from './stream-topics';

let app: TestApp;
let url: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp({}, { stream: { sessionCheckMs: 100 } });
  url = await app.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

const sessionEnded = (frame: Frame) => frame.op === 'error' && frame.code === 'session_ended';

async function memberIdOf(session: Session): Promise<number> {
  const { rows } = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [session.account]);
  return Number(rows[0]?.id);
}

async function signIn(account: string): Promise<Session> {
  const reply = await app.call('/user/login', { account, password: 'hanami2026', agree: true });
  expect(reply.statusCode).toBe(200);
  return { token: reply.body.data.token, account };
}

/** A connection signed in with `session` and holding the member's `positions`. */
async function watching(session: Session): Promise<StreamClient> {
  const client = await StreamClient.connect(url);
  clients.push(client);
  client.send({ op: 'auth', ...session });
  client.send({ op: 'sub', topics: ['positions'] });
  await client.roundTrip();
  return client;
}

/** Whether `client` still receives the member's positions, checked with a fresh message. */
async function stillReceives(client: StreamClient, memberId: number): Promise<boolean> {
  const marker = Math.random();
  publishToMember(app.bus, memberId, 'positions', { marker });
  await client.roundTrip();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return client.drain().some((frame) => frame.topic === 'positions' && (frame.data as { marker?: unknown }).marker === marker);
}

describe('sessions ending on the stream', () => {
  it('signs out the connections of a session that signs out, and tells them, leaving the other sessions', async () => {
    const first = await signUp(app);
    const second = await signIn(first.account);
    const memberId = await memberIdOf(first);
    const [a, a2, b] = [await watching(first), await watching(first), await watching(second)];

    expect((await app.call('/user/logout', {}, first)).statusCode).toBe(200);
    await Promise.all([a.next(sessionEnded), a2.next(sessionEnded)]);
    expect(await stillReceives(a, memberId)).toBe(false);
    expect(await stillReceives(a2, memberId)).toBe(false);
    expect(await stillReceives(b, memberId)).toBe(true);
    expect(b.drain().filter(sessionEnded)).toEqual([]);
    // Signed out, not disconnected: private topics are refused, and signing in again works.
    a.send({ op: 'sub', topics: ['positions'] });
    expect(await a.next((frame) => frame.op === 'error')).toMatchObject({ code: 'not_signed_in', topic: 'positions' });
    a.send({ op: 'auth', ...second });
    a.send({ op: 'sub', topics: ['positions'] });
    await a.roundTrip();
    expect(await stillReceives(a, memberId)).toBe(true);
  });

  it('signs out the other sessions on a new password, and keeps the one that changed it', async () => {
    const changer = await signUp(app);
    const other = await signIn(changer.account);
    const memberId = await memberIdOf(changer);
    const [kept, ended] = [await watching(changer), await watching(other)];
    const reply = await app.call(
      '/user/changePassword',
      { oldPassword: 'hanami2026', newPassword: 'efgh5678', confirmPassword: 'efgh5678' },
      changer,
    );
    expect(reply.statusCode).toBe(200);
    await ended.next(sessionEnded);
    expect(await stillReceives(ended, memberId)).toBe(false);
    expect(await stillReceives(kept, memberId)).toBe(true);
    expect(kept.drain().filter(sessionEnded)).toEqual([]);
  });

  it.each([['frozen'], ['loginBanned'], ['disabled']])('signs out every session of a member who is made %s', async (flag) => {
    const first = await signUp(app);
    const second = await signIn(first.account);
    const memberId = await memberIdOf(first);
    const connections = [await watching(first), await watching(second)];
    const bystander = await signUp(app);
    const unaffected = await watching(bystander);
    const reply = await app.admin(
      '/users/restrict',
      { userId: memberId, flags: { [flag]: true }, reason: 'test' },
      await ownerToken(app),
    );
    expect(reply.statusCode).toBe(200);
    for (const connection of connections) {
      await connection.next(sessionEnded);
      expect(await stillReceives(connection, memberId)).toBe(false);
    }
    expect(await stillReceives(unaffected, await memberIdOf(bystander))).toBe(true);
  });

  it('keeps the sessions when a restriction that does not sign out is set', async () => {
    const session = await signUp(app);
    const memberId = await memberIdOf(session);
    const client = await watching(session);
    await app.admin('/users/restrict', { userId: memberId, flags: { tradeBarred: true }, reason: 'test' }, await ownerToken(app));
    expect(await stillReceives(client, memberId)).toBe(true);
    expect(client.drain().filter(sessionEnded)).toEqual([]);
  });

  it('listens again after losing its connection, and finds the sessions that ended meanwhile', async () => {
    const session = await signUp(app);
    const memberId = await memberIdOf(session);
    const client = await watching(session);
    // Ended without a notice, as if while this node was not listening.
    await app.db.pool.query('UPDATE member_sessions SET ended_at = now() WHERE member_id = $1', [memberId]);
    const { rowCount } = await app.db.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = 'LISTEN kabuto_session_ended'`,
    );
    expect(rowCount).toBe(1);
    await client.next(sessionEnded, 5_000);
    expect(await stillReceives(client, memberId)).toBe(false);

    // Listening again: the next sign-out is heard as it happens.
    const next = await signUp(app);
    const watcher = await watching(next);
    await app.call('/user/logout', {}, next);
    await watcher.next(sessionEnded);
  });

  it('signs out a connection whose session timed out, without counting the stream as activity', async () => {
    const session = await signUp(app);
    const memberId = await memberIdOf(session);
    const client = await watching(session);
    expect(await stillReceives(client, memberId)).toBe(true);
    const start = app.clock.now;
    try {
      // 20 minutes without a call, while the stream checks the session several times...
      app.clock.advance(20 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stillReceives(client, memberId)).toBe(true);
      // ...then 15 more: 35 since the last call, past the 30-minute idle limit. Had the checks
      // counted as activity, the session would have 15 minutes left.
      app.clock.advance(15 * 60_000);
      await client.next(sessionEnded, 2_000);
      expect(await stillReceives(client, memberId)).toBe(false);
    } finally {
      app.clock.now = start;
    }
  });

  it('keeps a session alive while the member makes calls, however long the stream stays open', async () => {
    const session = await signUp(app);
    const memberId = await memberIdOf(session);
    const client = await watching(session);
    const start = app.clock.now;
    try {
      for (let step = 0; step < 4; step++) {
        app.clock.advance(20 * 60_000);
        expect((await app.call('/user/info', {}, session)).statusCode).toBe(200);
      }
      // 80 minutes on, with a call every 20: still live, and the checks have run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await stillReceives(client, memberId)).toBe(true);
    } finally {
      app.clock.now = start;
    }
  });
});
