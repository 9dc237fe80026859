import { describe, expect, it } from 'vitest';
import { loanDecision } from './loan-decision';

const loan = { id: 7, loanNo: 'L-7', account: '0811110001', amount: '87840', termDays: 30, apr: '2.9' } as const;

describe('loanDecision', () => {
  it('says passing pays exactly this amount from the lending account, on the member’s terms', () => {
    const request = loanDecision(loan, 'approve');
    expect(request).toMatchObject({
      id: 7,
      decision: 'approve',
      confirmLabel: 'Pay out ¥87,840',
      subject: 'Loan L-7 of 0811110001',
    });
    expect(request.consequence).toContain("pays ¥87,840 from the firm's lending account into 0811110001's available balance");
    expect(request.consequence).toContain('for 30 days at 2.9% a year');
  });

  it('says rejecting pays nothing and shows the member the reason', () => {
    const request = loanDecision(loan, 'reject');
    expect(request).toMatchObject({ decision: 'reject', confirmLabel: 'Reject' });
    expect(request.consequence).toBe('Nothing is paid to 0811110001. The member sees your reason on the loan.');
  });
});
