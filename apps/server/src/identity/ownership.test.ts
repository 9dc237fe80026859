import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberApi } from '@kabuto/contracts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { image, upload, verifiedMember, type Session } from '../../test/fixtures';

let app: TestApp;
let owner: Session;
let intruder: Session;
let ids: { fileId: string; cardId: number; messageId: number };

beforeAll(async () => {
  app = await startTestApp();
  owner = await verifiedMember(app, 'Owner Person');
  intruder = await verifiedMember(app, 'Intruder Person');
  const fileId = (await upload(app, owner, await image())).body.data.fileId;
  const cardId = (
    await app.call(
      '/user/addBankCard',
      {
        holderName: 'Owner Person',
        holderNameKana: 'オーナー パーソン',
        cardNumber: '6011000',
        accountType: 'futsu',
        bankName: 'SMBC',
        branchName: 'Ueno',
        branchCode: '123',
      },
      owner,
    )
  ).body.data.id;
  const messageId = (await app.call('/user/messages', { page: 1, size: 1 }, owner)).body.data.items[0].id;
  ids = { fileId, cardId, messageId };
});
afterAll(() => app.close());

describe("another member's ids", () => {
  it('are refused by every call that takes an id, with 404 and no change', async () => {
    const attempts = [
      app.call(memberApi.removeBankCard.path, { id: ids.cardId }, intruder),
      app.call(memberApi.readMessage.path, { id: ids.messageId }, intruder),
      app.call(
        memberApi.realName.path,
        { name: 'X', idNumber: 'AB12345', frontImage: ids.fileId, backImage: ids.fileId + 'x' },
        intruder,
      ),
    ];
    for (const reply of await Promise.all(attempts)) expect([404, 409]).toContain(reply.statusCode);
    expect((await app.get(`/api/vue/file?id=${ids.fileId}`, intruder)).statusCode).toBe(404);
    expect((await app.call('/user/bankCards', {}, owner)).body.data.map((card: { id: number }) => card.id)).toContain(ids.cardId);
    const message = (await app.call('/user/messages', { page: 1, size: 50 }, owner)).body.data.items.find(
      (item: { id: number }) => item.id === ids.messageId,
    );
    expect(message.read).toBe(false);
  });

  it("never appear in the intruder's own lists", async () => {
    const everything = JSON.stringify([
      (await app.call('/user/bankCards', {}, intruder)).body,
      (await app.call('/user/messages', { page: 1, size: 100 }, intruder)).body,
      (await app.call('/user/info', {}, intruder)).body,
    ]);
    expect(everything).not.toContain('6011');
    expect(everything).not.toContain('Owner Person');
    expect(everything).not.toContain(owner.account);
  });
});
