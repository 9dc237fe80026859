/**
 * Customer support through HTTP against Postgres: a member writes, staff see the conversation
 * unread in the inbox and answer (audited), the member's app hears of it on the stream and reads
 * it; bad messages and a 21st message in a minute are refused with a code and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, rowCount, signUp, staffToken, type Session } from '../../test/fixtures';
import { StreamClient } from '../../test/stream-client';

let app: TestApp;
let owner: string;
let url: string;
const clients: StreamClient[] = [];

beforeAll(async () => {
  app = await startTestApp();
  owner = await ownerToken(app);
  url = await app.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
});

const send = (session: Session, body: unknown) => app.call('/support/send', body, session);
const thread = async (session: Session) => (await app.call('/support/thread', {}, session)).body.data;
const unread = async (session: Session) => (await app.call('/support/unread', {}, session)).body.data.unread as number;

async function memberIdOf(session: Session): Promise<number> {
  const { rows } = await app.db.pool.query('SELECT member_id FROM member_directory WHERE account = $1', [session.account]);
  return Number(rows[0]?.member_id);
}

async function watching(session: Session): Promise<StreamClient> {
  const client = await StreamClient.connect(url);
  clients.push(client);
  client.send({ op: 'auth', ...session });
  client.send({ op: 'sub', topics: ['support'] });
  await client.roundTrip();
  return client;
}

describe('a conversation between a member and staff', () => {
  it("starts with the demo member's question waiting unread in the inbox", async () => {
    const inbox = (await app.admin('/support/list', { status: 'unread', page: 1, size: 100 }, owner)).body.data;
    const demo = inbox.items.find((item: { account: string }) => item.account === '0900000001');
    expect(demo).toMatchObject({ unread: 1, lastFrom: 'member' });
  });

  it('reaches the inbox unread, is answered with an audit entry, and the answer arrives live', async () => {
    const member = await signUp(app);
    const memberId = await memberIdOf(member);
    const live = await watching(member);

    expect((await send(member, { text: 'My deposit has not arrived.\nReference D00000001' })).statusCode).toBe(200);
    const inbox = (await app.admin('/support/list', { status: 'unread', page: 1, size: 20 }, owner)).body.data;
    expect(inbox.items[0]).toMatchObject({
      id: memberId,
      memberId,
      account: member.account,
      unread: 1,
      lastFrom: 'member',
      lastText: 'My deposit has not arrived.\nReference D00000001',
    });

    // Staff opening the conversation reads the member's message: it leaves the unread filter.
    const opened = (await app.admin('/support/conversation', { memberId }, owner)).body.data;
    expect(opened).toMatchObject({ memberId, account: member.account });
    expect(opened.messages.map((message: { from: string }) => message.from)).toEqual(['member']);
    const unreadInbox = (await app.admin('/support/list', { status: 'unread', page: 1, size: 100 }, owner)).body.data;
    expect(unreadInbox.items.some((item: { memberId: number }) => item.memberId === memberId)).toBe(false);

    const support = await staffToken(app, 'support');
    const audited = await rowCount(app, 'audit_log');
    const reply = await app.admin('/support/reply', { memberId, text: 'We are checking it now.' }, support);
    expect(reply.statusCode).toBe(200);
    expect(await rowCount(app, 'audit_log')).toBe(audited + 1);
    const entry = (await app.db.pool.query('SELECT action, target, after FROM audit_log ORDER BY id DESC LIMIT 1')).rows[0];
    expect(entry).toMatchObject({ action: 'support.reply', target: `member:${memberId}` });
    expect(entry.after).toMatchObject({ messageId: reply.body.data.id, text: 'We are checking it now.' });

    // The member's app hears of the answer on the stream, with the badge count.
    expect(
      (await live.next((frame) => frame.topic === 'support' && (frame.data as { unread: number }).unread === 1)).data,
    ).toMatchObject({
      kind: 'support',
      unread: 1,
    });
    expect(await unread(member)).toBe(1);
    const read = await thread(member);
    expect(read.unread).toBe(1);
    expect(read.messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual([
      ['member', 'My deposit has not arrived.\nReference D00000001'],
      ['staff', 'We are checking it now.'],
    ]);
    expect(await unread(member)).toBe(0);
    expect((await thread(member)).unread).toBe(0);
  });

  it('keeps each member to their own conversation', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await send(first, { text: 'only mine' });
    expect((await thread(second)).messages).toEqual([]);
  });

  it('refuses a reply to a member who does not exist, and a reply from a reviewer', async () => {
    const member = await signUp(app);
    const before = await rowCount(app, 'support_messages');
    const missing = await app.admin('/support/reply', { memberId: 2_000_000_000, text: 'hello' }, owner);
    expect([missing.statusCode, missing.body.code]).toEqual([404, 'not_found']);
    const missingThread = await app.admin('/support/conversation', { memberId: 2_000_000_000 }, owner);
    expect([missingThread.statusCode, missingThread.body.code]).toEqual([404, 'not_found']);
    const reviewer = await staffToken(app, 'reviewer');
    const refused = await app.admin('/support/reply', { memberId: await memberIdOf(member), text: 'hello' }, reviewer);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'forbidden']);
    expect(await rowCount(app, 'support_messages')).toBe(before);
  });
});

describe('bad messages', () => {
  it.each([
    { case: 'empty', body: { text: '' }, field: 'required' },
    { case: 'only spaces', body: { text: '   \n ' }, field: 'required' },
    { case: 'over 2,000 characters', body: { text: 'あ'.repeat(2_001) }, field: 'too_long' },
    { case: 'a bell character', body: { text: 'hello\u0007' }, field: 'invalid_format' },
    { case: 'a NUL', body: { text: 'hel\u0000lo' }, field: 'invalid_format' },
    { case: 'an escape sequence', body: { text: '\u001b[31mred' }, field: 'invalid_format' },
    { case: 'a C1 control', body: { text: 'x\u0085y' }, field: 'invalid_format' },
    { case: 'no text', body: {}, field: 'required' },
    { case: 'a number', body: { text: 12 }, field: 'required' },
  ])('refuses $case with 400 and stores nothing', async ({ body, field }) => {
    const member = await signUp(app);
    const before = await rowCount(app, 'support_messages');
    const reply = await send(member, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ status: 0, code: 'invalid_input', fields: { text: field } });
    expect(await rowCount(app, 'support_messages')).toBe(before);
  });

  it('accepts exactly 2,000 characters, and staff replies obey the same rule', async () => {
    const member = await signUp(app);
    expect((await send(member, { text: '株'.repeat(2_000) })).statusCode).toBe(200);
    const memberId = await memberIdOf(member);
    const tooLong = await app.admin('/support/reply', { memberId, text: 'x'.repeat(2_001) }, owner);
    expect([tooLong.statusCode, tooLong.body.fields]).toEqual([400, { text: 'too_long' }]);
    const control = await app.admin('/support/reply', { memberId, text: 'x\u0000' }, owner);
    expect([control.statusCode, control.body.fields]).toEqual([400, { text: 'invalid_format' }]);
  });

  it('refuses the 21st message within a minute with 429 and stores nothing, sent all at once too', async () => {
    const member = await signUp(app);
    const memberId = await memberIdOf(member);
    const count = async () =>
      Number((await app.db.pool.query('SELECT count(*) FROM support_messages WHERE member_id = $1', [memberId])).rows[0].count);
    // 25 at once: the sends queue on the member's lock, so exactly 20 get in.
    const replies = await Promise.all(Array.from({ length: 25 }, (_, index) => send(member, { text: `message ${index}` })));
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(20);
    for (const reply of replies.filter((reply) => reply.statusCode !== 200)) {
      expect([reply.statusCode, reply.body.code]).toEqual([429, 'too_many_requests']);
    }
    expect(await count()).toBe(20);

    // Within the same minute, still refused; a minute after, accepted again.
    app.clock.advance(59_000);
    expect((await send(member, { text: 'again' })).statusCode).toBe(429);
    expect(await count()).toBe(20);
    app.clock.advance(1_001);
    expect((await send(member, { text: 'again' })).statusCode).toBe(200);
    expect(await count()).toBe(21);
  });

  it('needs a signed-in member', async () => {
    const reply = await app.call('/support/send', { text: 'hello' });
    expect([reply.statusCode, reply.body.code]).toEqual([401, 'not_signed_in']);
  });
});
