/** The client address that limits and notices use comes from the connection unless a trusted proxy names it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

const signIn = (app: TestApp, forwardedFor: string, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/vue/user/login',
    payload: { account: '0900000001', password: 'demo1234', agree: true },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

async function lastSignInNotice(app: TestApp): Promise<unknown> {
  const { rows } = await app.db.pool.query(
    `SELECT params FROM messages m JOIN members u ON u.id = m.member_id
     WHERE u.account = '0900000001' AND m.kind = 'new_sign_in' ORDER BY m.id DESC LIMIT 1`,
  );
  return rows[0]?.params;
}

describe('client addresses with no trusted proxy (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('keeps the sign-in rate limit when every attempt forges a new X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 4; index++) statuses.push((await signIn(app, `203.0.113.${index}`)).statusCode);
    // Three a minute from 198.51.100.7, whatever the header says: the fourth is refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('writes the connection address, not the forged one, into the sign-in notice', async () => {
    const reply = await signIn(app, '203.0.113.99', '198.51.100.8');
    expect(reply.statusCode).toBe(200);
    expect(await lastSignInNotice(app)).toMatchObject({ ip: '198.51.100.8' });
  });
});

describe('client addresses behind a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: '10.0.0.0/8', SIGN_IN_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('takes the client address from the proxy it trusts', async () => {
    const reply = await signIn(app, '203.0.113.50', '10.1.2.3');
    expect(reply.statusCode).toBe(200);
    expect(await lastSignInNotice(app)).toMatchObject({ ip: '203.0.113.50' });
  });

  it('ignores the header from an address that is not a trusted proxy', async () => {
    const reply = await signIn(app, '203.0.113.51', '198.51.100.9');
    expect(reply.statusCode).toBe(200);
    expect(await lastSignInNotice(app)).toMatchObject({ ip: '198.51.100.9' });
  });
});
