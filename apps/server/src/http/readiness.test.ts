import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/eventually';
import { ownerToken } from '../../test/fixtures';

describe('readiness while the market history is being stored', () => {
  let app: TestApp;
  let releaseHistory: () => void = () => undefined;
  beforeAll(async () => {
    const gate = new Promise<void>((resolve) => (releaseHistory = resolve));
    app = await startTestApp({}, { market: true, historyGate: gate });
  });
  afterAll(async () => {
    releaseHistory();
    await app.close();
  });

  it('is live but not ready, and refuses member calls with 503 starting_up, until the history is stored', async () => {
    expect((await app.get('/healthz/live')).statusCode).toBe(200);
    const ready = await app.get('/healthz/ready');
    expect(ready.statusCode).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ code: 'starting_up', pending: ['history'] });
    const member = await app.call('/common/config');
    expect(member.statusCode).toBe(503);
    expect(member.body).toMatchObject({
      status: 0,
      code: 'starting_up',
      msg: 'Kabuto is starting up. Please try again in a moment.',
    });
    const signIn = await app.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true });
    expect(signIn.body.code).toBe('starting_up');
    const { rows } = await app.db.pool.query("SELECT 1 FROM bars WHERE period = '1d' LIMIT 1");
    expect(rows).toHaveLength(0);
    // Staff calls are not held: the back office works while the member side starts.
    expect(await ownerToken(app)).toBeTruthy();

    releaseHistory();
    await eventually(async () => (await app.get('/healthz/ready')).statusCode === 200);
    expect((await app.get('/healthz/live')).statusCode).toBe(200);
    expect((await app.call('/common/config')).statusCode).toBe(200);
    expect((await app.call('/user/login', { account: '0900000001', password: 'demo1234', agree: true })).statusCode).toBe(200);
  });
});

describe('readiness of a node without a market to wait for', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers live and ready at once', async () => {
    expect((await app.get('/healthz/live')).statusCode).toBe(200);
    expect(JSON.parse((await app.get('/healthz/ready')).body)).toEqual({ status: 'ready' });
  });
});
