import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ownerToken, rowCount, signUp, submitVerification, verifiedMember } from '../../test/fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

let nextCard = 4_110_000;
const card = (changes: Record<string, unknown> = {}) => ({
  holderName: 'Yamada Taro',
  holderNameKana: 'ヤマダ タロウ',
  cardNumber: String(nextCard++),
  accountType: 'futsu',
  bankName: 'Mizuho Bank',
  branchName: 'Shibuya',
  branchCode: '210',
  ...changes,
});

describe('bank cards', () => {
  it('adds a Japanese account in the verified name, shows it masked and cooling down for 24 hours', async () => {
    const session = await verifiedMember(app);
    const added = await app.call(
      '/user/addBankCard',
      card({ cardNumber: '1233344', holderName: 'YAMADA  taro', accountType: 'toza', holderNameKana: 'ヤマダ　タロウ' }),
      session,
    );
    expect(added.statusCode).toBe(200);
    const [listed] = (await app.call('/user/bankCards', {}, session)).body.data;
    expect(listed).toMatchObject({
      cardNumberMasked: '***3344',
      cardType: 'bank_account',
      accountType: 'toza',
      holderName: 'YAMADA  taro',
      holderNameKana: 'ヤマダ　タロウ',
      branchCode: '210',
      coolingDown: true,
      ifsc: null,
      upi: null,
    });
    expect(JSON.stringify(listed)).not.toContain('1233344');
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
      changes: { cardNumber: '12a4567' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'account_number_rule',
    },
    {
      case: 'a six-digit number',
      changes: { cardNumber: '123456' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'account_number_rule',
    },
    {
      case: 'an eight-digit number',
      changes: { cardNumber: '12345678' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'account_number_rule',
    },
    {
      case: 'a 16-digit card number',
      changes: { cardNumber: '4111111111111111' },
      status: 400,
      field: 'cardNumber',
      fieldCode: 'account_number_rule',
    },
    {
      case: 'a two-digit branch code',
      changes: { branchCode: '21' },
      status: 400,
      field: 'branchCode',
      fieldCode: 'branch_code_rule',
    },
    {
      case: 'a latin kana holder',
      changes: { holderNameKana: 'YAMADA TARO' },
      status: 400,
      field: 'holderNameKana',
      fieldCode: 'holder_kana_rule',
    },
    {
      case: 'a hiragana holder',
      changes: { holderNameKana: 'やまだ たろう' },
      status: 400,
      field: 'holderNameKana',
      fieldCode: 'holder_kana_rule',
    },
    {
      case: 'no kana holder',
      changes: { holderNameKana: undefined },
      status: 400,
      field: 'holderNameKana',
      fieldCode: 'required',
    },
    { case: 'no bank name', changes: { bankName: '' }, status: 400, field: 'bankName', fieldCode: 'required' },
    { case: 'no branch name', changes: { branchName: ' ' }, status: 400, field: 'branchName', fieldCode: 'required' },
    { case: 'no branch code', changes: { branchCode: '' }, status: 400, field: 'branchCode', fieldCode: 'required' },
    { case: 'no account type', changes: { accountType: undefined }, status: 400, field: 'accountType', fieldCode: 'required' },
    {
      case: 'a savings account type',
      changes: { accountType: 'savings' },
      status: 400,
      field: 'accountType',
      fieldCode: 'required',
    },
    { case: 'an IFSC', changes: { ifsc: 'HDFC0001234' }, status: 400, code: 'invalid_input' },
    { case: 'a UPI ID', changes: { upi: 'taro@okhdfc' }, status: 400, code: 'invalid_input' },
    {
      case: 'an Indian account',
      changes: { cardType: 'india_bank_account', ifsc: 'HDFC0001234', upi: 'taro@okhdfc' },
      status: 400,
      code: 'invalid_input',
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

  it('still lists an Indian account added before, as it was', async () => {
    const session = await verifiedMember(app);
    const member = await app.db.pool.query<{ id: number }>('SELECT id FROM members WHERE account = $1', [session.account]);
    await app.db.pool.query(
      `INSERT INTO bank_cards (member_id, holder_name, card_number, card_type, bank_name, branch_name, branch_code, ifsc, upi)
       VALUES ($1, 'Yamada Taro', '501100012345', 'india_bank_account', 'HDFC Bank', 'Fort', 'HDFC0001234', 'HDFC0001234', 'taro@okhdfc')`,
      [member.rows[0]?.id],
    );
    const [listed] = (await app.call('/user/bankCards', {}, session)).body.data;
    expect(listed).toMatchObject({
      cardType: 'india_bank_account',
      accountType: null,
      holderNameKana: null,
      cardNumberMasked: '501100**2345',
      ifsc: 'HDFC0001234',
      upi: 'taro@okhdfc',
    });
  });

  it('takes the same account number at another bank or branch', async () => {
    const first = await verifiedMember(app);
    const second = await verifiedMember(app);
    const number = card().cardNumber;
    expect((await app.call('/user/addBankCard', card({ cardNumber: number }), first)).statusCode).toBe(200);
    for (const changes of [{ branchCode: '211' }, { bankName: 'MUFG Bank' }]) {
      const reply = await app.call('/user/addBankCard', card({ cardNumber: number, ...changes }), second);
      expect(reply.statusCode).toBe(200);
    }
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
