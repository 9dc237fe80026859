import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { image, ownerToken, rowCount, signUp, staffToken, submitVerification, upload } from '../../test/fixtures';
import { memberTopic } from '../stream/stream-topics';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('uploads', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts a %s photo and serves it only to its owner and staff', async (format) => {
    const session = await signUp(app);
    const reply = await upload(app, session, await image(format));
    expect(reply.statusCode).toBe(200);
    const { fileId } = reply.body.data;
    const own = await app.get(`/api/vue/file?id=${fileId}`, session);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe(`image/${format}`);
    expect((await app.get(`/api/vue/file?id=${fileId}`, await signUp(app))).statusCode).toBe(404);
    expect((await app.get(`/api/vue/file?id=${fileId}`)).statusCode).toBe(401);
    expect((await app.get(`/api/admin/file?id=${fileId}`, { authorization: `Bearer ${await ownerToken(app)}` })).statusCode).toBe(
      200,
    );
  });

  it.each([
    { case: 'a text file named .png', bytes: () => Buffer.from('hello, not an image') },
    { case: 'a GIF', bytes: () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') },
    {
      case: 'a PNG signature with garbage behind it',
      bytes: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]),
    },
    {
      case: 'a file over 5 MB',
      bytes: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]),
    },
  ])('refuses $case and stores nothing', async ({ bytes }) => {
    const session = await signUp(app);
    const before = await rowCount(app, 'uploads');
    const contentsBefore = await rowCount(app, 'upload_contents');
    const reply = await upload(app, session, bytes());
    expect(reply.statusCode).toBe(422);
    expect(reply.body.code).toBe('upload_refused');
    expect(await rowCount(app, 'uploads')).toBe(before);
    expect(await rowCount(app, 'upload_contents')).toBe(contentsBefore);
  });

  it('answers 404 file_missing to the owner and to staff when the row exists but its bytes are gone', async () => {
    const session = await signUp(app);
    const { fileId } = (await upload(app, session, await image())).body.data;
    // The bytes are kept in Postgres by default; an operator deleting them by hand is how they go missing.
    expect((await app.db.pool.query('DELETE FROM upload_contents WHERE upload_id = $1', [fileId])).rowCount).toBe(1);
    const own = await app.get(`/api/vue/file?id=${fileId}`, session);
    expect(own.statusCode).toBe(404);
    expect(JSON.parse(own.body)).toMatchObject({ code: 'file_missing' });
    const staff = await app.get(`/api/admin/file?id=${fileId}`, { authorization: `Bearer ${await ownerToken(app)}` });
    expect(staff.statusCode).toBe(404);
    expect(JSON.parse(staff.body)).toMatchObject({ code: 'file_missing' });
  });

  it('needs a session and the field `file`', async () => {
    const session = await signUp(app);
    expect((await upload(app, { token: 'x', account: session.account }, await image())).statusCode).toBe(401);
    expect((await upload(app, session, await image(), 'photo')).body.fields).toEqual({ file: 'required' });
  });
});

describe('real-name verification', () => {
  it('goes pending, is approved once, and tells the member', async () => {
    const session = await signUp(app);
    const id = await submitVerification(app, session);
    expect((await app.call('/user/info', {}, session)).body.data.kycStatus).toBe('pending');
    const reviewer = await staffToken(app, 'reviewer');
    const detail = await app.admin('/kyc/detail', { id }, reviewer);
    expect(detail.body.data).toMatchObject({
      account: session.account,
      name: 'Yamada Taro',
      idNumber: 'AB1234567',
      status: 'pending',
    });
    expect(
      (await app.get(`/api/admin/file?id=${detail.body.data.frontImage}`, { authorization: `Bearer ${reviewer}` })).statusCode,
    ).toBe(200);

    expect((await app.admin('/kyc/review', { id, approve: true }, reviewer)).statusCode).toBe(200);
    const info = (await app.call('/user/info', {}, session)).body.data;
    expect(info).toMatchObject({ kycStatus: 'verified', realName: 'Yamada Taro', idNumberMasked: 'AB*****67', kycReason: null });
    const second = await app.admin('/kyc/review', { id, approve: false, reason: 'changed my mind' }, reviewer);
    expect(second.statusCode).toBe(409);
    expect((await app.call('/user/info', {}, session)).body.data.kycStatus).toBe('verified');
    const kinds = (await app.call('/user/messages', { page: 1, size: 10 }, session)).body.data.items.map(
      (item: { kind: string }) => item.kind,
    );
    expect(kinds).toContain('kyc_verified');
    const audit = (await app.admin('/audit/list', { keyword: 'kyc.review', page: 1, size: 5 }, reviewer)).body.data.items[0];
    expect(audit).toMatchObject({ action: 'kyc.review', before: { status: 'pending' }, after: { status: 'verified' } });
  });

  it.each([
    { case: 'an approval', decision: { approve: true } },
    { case: 'a rejection', decision: { approve: false, reason: 'The photo is blurred' } },
  ])('tells the member’s open apps of $case on the account and messages topics, once it has committed', async ({ decision }) => {
    const session = await signUp(app);
    const id = await submitVerification(app, session);
    const memberId = (await app.db.pool.query('SELECT id FROM members WHERE account = $1', [session.account])).rows[0].id;
    const streamed: string[] = [];
    const unsubscribe = app.bus.subscribe((topic) => {
      if (topic === memberTopic(memberId, 'messages') || topic === memberTopic(memberId, 'account')) streamed.push(topic);
    });
    try {
      const reviewer = await staffToken(app, 'reviewer');
      expect((await app.admin('/kyc/review', { id, ...decision }, reviewer)).statusCode).toBe(200);
      expect(streamed.sort()).toEqual([memberTopic(memberId, 'account'), memberTopic(memberId, 'messages')]);
      // A refused second decision changes nothing and announces nothing.
      expect((await app.admin('/kyc/review', { id, approve: true }, reviewer)).statusCode).toBe(409);
      expect(streamed).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });

  it('shows the reason of a rejection and lets the member submit again', async () => {
    const session = await signUp(app);
    const id = await submitVerification(app, session);
    const owner = await ownerToken(app);
    expect((await app.admin('/kyc/review', { id, approve: false }, owner)).body.fields).toEqual({ reason: 'required' });
    expect((await app.admin('/kyc/review', { id, approve: false, reason: 'The photo is blurred' }, owner)).statusCode).toBe(200);
    expect((await app.call('/user/info', {}, session)).body.data).toMatchObject({
      kycStatus: 'rejected',
      kycReason: 'The photo is blurred',
      realName: null,
    });
    const messages = (await app.call('/user/messages', { page: 1, size: 1 }, { ...session, lang: 'en' })).body.data.items[0];
    expect(messages.body).toContain('The photo is blurred');
    await submitVerification(app, session);
  });

  it.each([
    { state: 'pending', code: 'verification_pending' },
    { state: 'verified', code: 'already_verified' },
  ])('refuses a new submission while $state', async ({ state, code }) => {
    const session = await signUp(app);
    const id = await submitVerification(app, session);
    if (state === 'verified') await app.admin('/kyc/review', { id, approve: true }, await ownerToken(app));
    const front = (await upload(app, session, await image())).body.data.fileId;
    const back = (await upload(app, session, await image('jpeg'))).body.data.fileId;
    const before = await rowCount(app, 'kyc_submissions');
    const reply = await app.call(
      '/user/realName',
      { name: 'Other Name', idNumber: 'ZZ999999', frontImage: front, backImage: back },
      session,
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.body.code).toBe(code);
    expect(await rowCount(app, 'kyc_submissions')).toBe(before);
  });

  it("refuses another member's photos as if they did not exist", async () => {
    const victim = await signUp(app);
    const front = (await upload(app, victim, await image())).body.data.fileId;
    const back = (await upload(app, victim, await image('jpeg'))).body.data.fileId;
    const thief = await signUp(app);
    const reply = await app.call(
      '/user/realName',
      { name: 'Thief', idNumber: 'XX123456', frontImage: front, backImage: back },
      thief,
    );
    expect(reply.statusCode).toBe(404);
    expect((await app.call('/user/info', {}, thief)).body.data.kycStatus).toBe('unverified');
  });

  it.each([
    { field: 'name', value: '' },
    { field: 'idNumber', value: '' },
    { field: 'frontImage', value: '' },
    { field: 'backImage', value: undefined },
  ])('requires $field', async ({ field, value }) => {
    const session = await signUp(app);
    const reply = await app.call(
      '/user/realName',
      { name: 'A', idNumber: 'AB12345', frontImage: 'a'.repeat(24), backImage: 'b'.repeat(24), [field]: value },
      session,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.body.fields?.[field]).toBe('required');
  });

  it('lets support read the queue but not decide', async () => {
    const session = await signUp(app);
    const id = await submitVerification(app, session);
    const support = await staffToken(app, 'support');
    expect((await app.admin('/kyc/list', { page: 1, size: 5 }, support)).statusCode).toBe(200);
    expect((await app.admin('/kyc/review', { id, approve: true }, support)).statusCode).toBe(403);
    expect((await app.call('/user/info', {}, session)).body.data.kycStatus).toBe('pending');
  });
});
