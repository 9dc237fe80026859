import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  available,
  businessNoon,
  expectBooksBalanced,
  ownerToken,
  rowCount,
  signUp,
  staffToken,
  verifiedMember,
} from '../../test/fixtures';

let app: TestApp;
let channelId: number;
beforeAll(async () => {
  app = await startTestApp();
  app.clock.now = businessNoon;
  channelId = (await app.call('/funds/depositChannels', {}, await signUp(app))).body.data[0].id;
});
afterAll(() => app.close());

const depositBody = (changes: Record<string, unknown> = {}) => ({ channelId, amount: '50000', currency: 'JPY', ...changes });

describe('deposits', () => {
  it('shows the firm’s account and a reference, and credits the member when staff pass it', async () => {
    const session = await verifiedMember(app);
    const reply = await app.call('/funds/deposit', depositBody(), session);
    expect(reply.body.data).toMatchObject({
      orderNo: expect.stringMatching(/^D\d{8}$/),
      reference: expect.stringMatching(/^KB[A-Z2-9]{8}$/),
      status: 'pending',
      amount: '50000',
      payee: { bankName: 'みずほ銀行', accountNumber: '1234567' },
    });
    expect(await available(app, session)).toEqual({ available: '0', frozen: '0' });
    const reviewer = await staffToken(app, 'reviewer');
    const queue = (await app.admin('/deposits/list', { status: 'pending', keyword: session.account, page: 1, size: 5 }, reviewer))
      .body.data;
    expect(queue.items[0]).toMatchObject({
      orderNo: reply.body.data.orderNo,
      reference: reply.body.data.reference,
      amount: '50000',
    });
    expect((await app.admin('/deposits/review', { id: queue.items[0].id, approve: true }, reviewer)).statusCode).toBe(200);
    expect(await available(app, session)).toMatchObject({ available: '50000', frozen: '0' });
    expect((await app.call('/user/info', {}, session)).body.data).toMatchObject({ totalAssets: '50000', available: '50000' });
    // A second decision is refused and credits nothing more.
    expect((await app.admin('/deposits/review', { id: queue.items[0].id, approve: true }, reviewer)).statusCode).toBe(409);
    expect(await available(app, session)).toMatchObject({ available: '50000' });
    const records = (await app.call('/funds/records', { page: 1, size: 10 }, session)).body.data.items;
    expect(records[0]).toMatchObject({ type: 'deposit', amount: '50000', status: 'passed', orderNo: reply.body.data.orderNo });
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, { ...session, lang: 'en' })).body.data.items;
    expect(notices[0]).toMatchObject({ kind: 'deposit_passed', title: 'Deposit credited' });
    await expectBooksBalanced(app);
  });

  it('credits nothing when staff reject, and tells the member why', async () => {
    const session = await verifiedMember(app);
    await app.call('/funds/deposit', depositBody(), session);
    const owner = await ownerToken(app);
    const id = (await app.admin('/deposits/list', { keyword: session.account, page: 1, size: 5 }, owner)).body.data.items[0].id;
    expect((await app.admin('/deposits/review', { id, approve: false }, owner)).body.fields).toEqual({ reason: 'required' });
    expect((await app.admin('/deposits/review', { id, approve: false, reason: 'No transfer arrived' }, owner)).statusCode).toBe(
      200,
    );
    expect(await available(app, session)).toEqual({ available: '0', frozen: '0' });
    // The statement lists money that moved, and none did; the member's notice says why.
    expect((await app.call('/funds/records', { page: 1, size: 10 }, session)).body.data.total).toBe(0);
    const notices = (await app.call('/user/messages', { page: 1, size: 5 }, { ...session, lang: 'en' })).body.data.items;
    expect(notices[0]).toMatchObject({ kind: 'deposit_rejected', body: expect.stringContaining('No transfer arrived') });
  });

  it.each([
    { case: 'no amount', changes: { amount: '' }, status: 400, field: 'amount', fieldCode: 'required' },
    { case: 'letters', changes: { amount: 'abc' }, status: 400, field: 'amount', fieldCode: 'invalid_format' },
    { case: 'zero', changes: { amount: '0' }, status: 400, field: 'amount', fieldCode: 'not_positive' },
    { case: 'a negative amount', changes: { amount: '-50000' }, status: 400, field: 'amount' },
    { case: 'sen in yen', changes: { amount: '50000.5' }, status: 400, field: 'amount', fieldCode: 'too_many_decimals' },
    {
      case: 'below the minimum',
      changes: { amount: '9999' },
      status: 422,
      code: 'below_minimum',
      params: { min: '10000', currency: 'JPY' },
    },
    {
      case: 'above the maximum',
      changes: { amount: '10000001' },
      status: 422,
      code: 'above_maximum',
      params: { max: '10000000' },
    },
    { case: 'an unknown channel', changes: { channelId: 99_999 }, status: 404, code: 'not_found' },
    { case: 'another currency than the channel’s', changes: { currency: 'USD' }, status: 400, field: 'currency' },
  ])('refuses $case and writes nothing', async ({ changes, status, code, field, fieldCode, params }) => {
    const session = await verifiedMember(app);
    const before = await rowCount(app, 'deposits');
    const reply = await app.call('/funds/deposit', depositBody(changes), session);
    expect(reply.statusCode).toBe(status);
    if (code) expect(reply.body.code).toBe(code);
    if (params) expect(reply.body.params).toMatchObject(params);
    if (field) expect(reply.body.fields?.[field]).toBeDefined();
    if (fieldCode) expect(reply.body.fields?.[field as string]).toBe(fieldCode);
    expect(await rowCount(app, 'deposits')).toBe(before);
  });

  it.each([
    { case: 'before 09:30 Japan time', at: '2026-11-25T00:29:00Z' },
    { case: 'at 19:30 Japan time', at: '2026-11-25T10:30:00Z' },
    { case: 'on a Saturday', at: '2026-11-28T03:00:00Z' },
    { case: 'on Labour Thanksgiving Day', at: '2026-11-23T03:00:00Z' },
  ])('refuses a deposit $case with the hours', async ({ at }) => {
    const session = await verifiedMember(app);
    app.clock.now = new Date(at);
    try {
      const reply = await app.call(
        '/funds/deposit',
        depositBody(),
        (await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body.data,
      );
      expect(reply.statusCode).toBe(422);
      expect(reply.body).toMatchObject({ code: 'outside_hours', params: { hours: '09:30-19:30', days: 'weekdays' } });
    } finally {
      app.clock.now = businessNoon;
    }
  });

  it('refuses an unverified member and a second pending deposit', async () => {
    const unverified = await signUp(app);
    expect((await app.call('/funds/deposit', depositBody(), unverified)).body.code).toBe('verification_required');
    const session = await verifiedMember(app);
    expect((await app.call('/funds/deposit', depositBody(), session)).statusCode).toBe(200);
    const second = await app.call('/funds/deposit', depositBody(), session);
    expect(second.statusCode).toBe(409);
    expect(second.body.code).toBe('request_pending');
  });

  it('refuses a keyed deposit while another is pending with a 409, and replays that same 409 for the key', async () => {
    const session = await verifiedMember(app);
    expect((await app.call('/funds/deposit', depositBody(), session)).statusCode).toBe(200);
    const keyed = { ...session, 'idempotency-key': 'second-deposit-0001' };
    const second = await app.call('/funds/deposit', depositBody({ amount: '30000' }), keyed);
    expect(second.statusCode).toBe(409);
    expect(second.body.code).toBe('request_pending');
    const replay = await app.call('/funds/deposit', depositBody({ amount: '30000' }), keyed);
    expect(replay.statusCode).toBe(409);
    expect(replay.body).toEqual(second.body);
    const queue = await app.admin('/deposits/list', { keyword: session.account, page: 1, size: 10 }, await ownerToken(app));
    expect(queue.body.data.total).toBe(1);
  });

  it('lets only reviewers and owners decide', async () => {
    const session = await verifiedMember(app);
    await app.call('/funds/deposit', depositBody(), session);
    const support = await staffToken(app, 'support');
    const id = (await app.admin('/deposits/list', { keyword: session.account, page: 1, size: 5 }, support)).body.data.items[0].id;
    expect((await app.admin('/deposits/review', { id, approve: true }, support)).statusCode).toBe(403);
    expect(await available(app, session)).toEqual({ available: '0', frozen: '0' });
  });
});
