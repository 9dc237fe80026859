import { describe, expect, it } from 'vitest';
import { withdrawalDecision } from './withdrawal-decision';

const withdrawal = {
  id: 7,
  orderNo: 'W00000007',
  account: '0811110002',
  amount: '35000',
  currency: 'JPY',
  holderName: 'Sato Kenji',
  holderNameKana: null,
  cardNumberMasked: '123456******7890',
  bankName: 'Mizuho Bank',
  branchName: 'Shibuya',
} as const;

describe('withdrawalDecision', () => {
  it('says approving pays exactly this amount to exactly this card', () => {
    const request = withdrawalDecision(withdrawal, 'approve');
    expect(request).toMatchObject({ id: 7, decision: 'approve', confirmLabel: 'Pay out ¥35,000' });
    expect(request.consequence).toContain('pays ¥35,000 out to card 123456******7890 (Mizuho Bank, Shibuya) held by Sato Kenji');
  });

  it('asks the reviewer to compare the katakana account name with the verified name', () => {
    const request = withdrawalDecision({ ...withdrawal, holderNameKana: 'サトウ ケンジ' }, 'approve');
    expect(request.consequence).toContain(
      'held by Sato Kenji, account name サトウ ケンジ (pay only if it is the reading of the verified name)',
    );
  });

  it('says rejecting returns the held amount to the available balance', () => {
    const request = withdrawalDecision({ ...withdrawal, amount: '1200.75', currency: 'HKD' }, 'reject');
    expect(request).toMatchObject({ decision: 'reject', confirmLabel: 'Reject and return' });
    expect(request.consequence).toContain("returns the held HK$1,200.75 to 0811110002's available balance");
  });
});
