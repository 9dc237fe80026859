import { describe, expect, it } from 'vitest';
import { depositDecision } from './deposit-decision';

const deposit = {
  id: 12,
  orderNo: 'D00000012',
  account: '0811110001',
  amount: '120000',
  currency: 'JPY',
  reference: 'K7Q2XZ',
  channel: 'Mizuho Shibuya',
} as const;

describe('depositDecision', () => {
  it('says approving credits exactly this amount to this account, and when to do it', () => {
    const request = depositDecision(deposit, 'approve');
    expect(request).toMatchObject({ id: 12, decision: 'approve', confirmLabel: 'Credit ¥120,000' });
    // 120000 JPY has no minor unit: ¥120,000.
    expect(request.consequence).toContain("credits ¥120,000 to 0811110001's available balance");
    expect(request.consequence).toContain('with reference K7Q2XZ has arrived in the Mizuho Shibuya account');
  });

  it('shows cents for a currency that has them', () => {
    expect(depositDecision({ ...deposit, amount: '1500.5', currency: 'USD' }, 'approve').confirmLabel).toBe('Credit US$1,500.50');
  });

  it('says rejecting credits nothing and shows the member the reason', () => {
    const request = depositDecision(deposit, 'reject');
    expect(request).toMatchObject({ decision: 'reject', confirmLabel: 'Reject', subject: 'Deposit D00000012 of 0811110001' });
    expect(request.consequence).toBe('Nothing is credited to 0811110001. The member sees your reason on the order.');
  });
});
