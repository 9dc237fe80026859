import { describe, expect, it } from 'vitest';
import { memberApi } from './member-api';

const account = {
  holderName: '山田 太郎',
  holderNameKana: 'ヤマダ タロウ',
  cardNumber: '1234567',
  accountType: 'futsu',
  bankName: 'みずほ銀行',
  branchName: '渋谷支店',
  branchCode: '210',
};

/** The field and code of the first issue, or 'ok'. */
function outcome(changes: Record<string, unknown>): string {
  // The endpoint's schema, which refuses unknown keys as the server does.
  const parsed = memberApi.addBankCard.request.safeParse({ ...account, ...changes });
  if (parsed.success) return 'ok';
  const [issue] = parsed.error.issues;
  return `${issue?.path.join('.')}: ${issue?.code === 'unrecognized_keys' ? 'unknown' : issue?.message}`;
}

describe('a Japanese bank account', () => {
  it.each([
    { case: 'an ordinary account', changes: {}, result: 'ok' },
    { case: 'a current account', changes: { accountType: 'toza' }, result: 'ok' },
    { case: 'a holder with ー and a full-width space', changes: { holderNameKana: 'スズキ　ハーコ' }, result: 'ok' },
    { case: 'a holder in one word', changes: { holderNameKana: 'ヤマダタロウ' }, result: 'ok' },
    { case: 'a six-digit number', changes: { cardNumber: '123456' }, result: 'cardNumber: account_number_rule' },
    { case: 'an eight-digit number', changes: { cardNumber: '12345678' }, result: 'cardNumber: account_number_rule' },
    { case: 'a card number', changes: { cardNumber: '4111111111111111' }, result: 'cardNumber: account_number_rule' },
    { case: 'letters in the number', changes: { cardNumber: '12a4567' }, result: 'cardNumber: account_number_rule' },
    { case: 'a two-digit branch code', changes: { branchCode: '21' }, result: 'branchCode: branch_code_rule' },
    { case: 'a four-digit branch code', changes: { branchCode: '2100' }, result: 'branchCode: branch_code_rule' },
    { case: 'a lettered branch code', changes: { branchCode: 'A01' }, result: 'branchCode: branch_code_rule' },
    { case: 'a holder in latin letters', changes: { holderNameKana: 'YAMADA TARO' }, result: 'holderNameKana: holder_kana_rule' },
    { case: 'a holder in hiragana', changes: { holderNameKana: 'やまだ たろう' }, result: 'holderNameKana: holder_kana_rule' },
    { case: 'a holder in kanji', changes: { holderNameKana: '山田 太郎' }, result: 'holderNameKana: holder_kana_rule' },
    { case: 'a holder in half-width kana', changes: { holderNameKana: 'ﾔﾏﾀﾞ ﾀﾛｳ' }, result: 'holderNameKana: holder_kana_rule' },
    { case: 'no kana holder', changes: { holderNameKana: '' }, result: 'holderNameKana: required' },
    { case: 'another account type', changes: { accountType: 'savings' }, result: 'accountType: required' },
    { case: 'no bank', changes: { bankName: ' ' }, result: 'bankName: required' },
    { case: 'no branch name', changes: { branchName: '' }, result: 'branchName: required' },
    { case: 'an IFSC (Indian accounts are gone)', changes: { ifsc: 'HDFC0001234' }, result: ': unknown' },
    { case: 'a UPI ID', changes: { upi: 'taro@okhdfc' }, result: ': unknown' },
    { case: 'the old card type', changes: { cardType: 'india_bank_account' }, result: ': unknown' },
  ])('$case → $result', ({ changes, result }) => {
    expect(outcome(changes)).toBe(result);
  });
});
