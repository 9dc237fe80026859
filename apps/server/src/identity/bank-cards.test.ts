import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, rowCount, signUp, submitVerification, verifiedMember } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let nextCard = 4_111_111_111_110_000n;
const card = (changes: Record<string, unknown> = {}) => ({
  holderName: 'Yamada Taro',
  cardNumber: String(nextCard++),
  cardType: 'debit_card',
  bankName: 'Mizuho Bank',
  branchName: 'Shibuya',
  branchCode: '210',
  ...changes,
});

describe('bank cards', () => {
  it('adds a card in the verified name, shows it masked and cooling down for 24 hours', async () => {
    const session = await verifiedMember(app);
    const added = await app.call(
      '/user/addBankCard',
      card({ cardNumber: '4111112222333344', holderName: 'YAMADA  taro' }),
      session,
    );
    expect(added.statusCode).toBe(200);
    const [listed] = (await app.call('/user/bankCards', {}, session)).body.data;
    expect(listed).toMatchObject({ cardNumberMasked: '411111******3344', coolingDown: true, ifsc: null, upi: null });
    expect(JSON.stringify(listed)).not.toContain('4111112222333344');
    expect(Date.parse(listed.withdrawableFrom) - Date.parse(listed.addedAt)).toBe(24 * 3_600_000);
    app.clock.advance(24 * 3_600_000);
    const fresh = (await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true })).body.data;
    expect((await app.call('/user/bankCards', {}, fresh)).body.data[0].coolingDown).toBe(false);
  });

  it('follows the cool-down setting', async () => {
    await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '48' }, await ownerToken(app));
    const session = await verifiedMember(app);
    await app.call('/user/addBankCard', card(), session);
    const [listed] = (await app.call('/user/bankCards', {}, session)).body.data;
    expect(Date.parse(listed.withdrawableFrom) - Date.parse(listed.addedAt)).toBe(48 * 3_600_000);
    await app.admin('/config/set', { name: 'withdrawCardCooldownHours', value: '24' }, await ownerToken(app));
  });

  it('needs verified identity first', async () => {
    const unverified = await signUp(app);
    const pending = await signUp(app);
    await submitVerification(app, pending);
    for (const session of [unverified, pending]) {
      const reply = await app.call('/user/addBankCard', card(), session);
      expect(reply.statusCode).toBe(403);
      expect(reply.body.code).toBe('verification_required');
    }
    expect(await rowCount(app, 'bank_cards')).toBeGreaterThanOrEqual(0);
  });

  it.each([
    { case: 'another holder', changes: { holderName: 'Suzuki Hanako' }, status: 422, code: 'holder_name_mismatch' },
    {
      case: 'letters in the number',
      changes: { cardNumber: '4111a11111111111' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'card_number_rule',
    },
    {
      case: 'a six-digit number',
      changes: { cardNumber: '411111' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'card_number_rule',
    },
    { case: 'no bank name', changes: { bankName: '' }, status: 400, field: 'bankName', fieldCode: 'required' },
    { case: 'no branch name', changes: { branchName: ' ' }, status: 400, field: 'branchName', fieldCode: 'required' },
    { case: 'no branch code', changes: { branchCode: '' }, status: 400, field: 'branchCode', fieldCode: 'required' },
    { case: 'no card type', changes: { cardType: undefined }, status: 400, field: 'cardType', fieldCode: 'required' },
    { case: 'a bad IFSC', changes: { ifsc: 'ABC123' }, status: 400, field: 'ifsc', fieldCode: 'ifsc_rule' },
    { case: 'a bad UPI', changes: { upi: 'no-at-sign' }, status: 400, field: 'upi', fieldCode: 'upi_rule' },
    {
      case: 'an Indian account without IFSC',
      changes: { cardType: 'india_bank_account', upi: 'taro@upi' },
      status: 400,
      field: 'ifsc',
      fieldCode: 'required',
    },
    {
      case: 'an Indian account without UPI',
      changes: { cardType: 'india_bank_account', ifsc: 'HDFC0001234' },
      status: 400,
      field: 'upi',
      fieldCode: 'required',
    },
  ])('refuses $case and adds nothing', async ({ changes, status, code, field, fieldCode }) => {
    const session = await verifiedMember(app);
    const before = await rowCount(app, 'bank_cards');
    const reply = await app.call('/user/addBankCard', card(changes), session);
    expect(reply.statusCode).toBe(status);
    if (code) expect(reply.body.code).toBe(code);
    if (field) expect(reply.body.fields?.[field]).toBe(fieldCode);
    expect(await rowCount(app, 'bank_cards')).toBe(before);
  });

  it('accepts an Indian account with IFSC and UPI', async () => {
    const session = await verifiedMember(app);
    const reply = await app.call(
      '/user/addBankCard',
      card({ cardType: 'india_bank_account', ifsc: 'HDFC0001234', upi: 'taro@okhdfc' }),
      session,
    );
    expect(reply.statusCode).toBe(200);
  });

  it('refuses the same card twice, on any account', async () => {
    const first = await verifiedMember(app);
    const second = await verifiedMember(app);
    const number = card().cardNumber;
    expect((await app.call('/user/addBankCard', card({ cardNumber: number }), first)).statusCode).toBe(200);
    for (const session of [first, second]) {
      const reply = await app.call('/user/addBankCard', card({ cardNumber: number }), session);
      expect(reply.statusCode).toBe(422);
      expect(reply.body.code).toBe('card_exists');
    }
  });

  it('lets only the owner remove a card, once', async () => {
    const owner = await verifiedMember(app);
    const id = (await app.call('/user/addBankCard', card(), owner)).body.data.id;
    const other = await verifiedMember(app);
    expect((await app.call('/user/removeBankCard', { id }, other)).statusCode).toBe(404);
    expect((await app.call('/user/bankCards', {}, owner)).body.data).toHaveLength(1);
    expect((await app.call('/user/removeBankCard', { id }, owner)).statusCode).toBe(200);
    expect((await app.call('/user/removeBankCard', { id }, owner)).statusCode).toBe(404);
    expect((await app.call('/user/bankCards', {}, owner)).body.data).toHaveLength(0);
  });
});
