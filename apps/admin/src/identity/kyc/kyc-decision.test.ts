import { describe, expect, it } from 'vitest';
import { kycDecision } from './kyc-decision';

const submission = { id: 4, account: '0811110001', name: 'Tanaka Hanako', idNumber: 'JP-000199' };

describe('kycDecision', () => {
  it('says approving verifies the member under exactly this name and ID number', () => {
    const request = kycDecision(submission, 'approve');
    expect(request).toMatchObject({ id: 4, decision: 'approve', confirmLabel: 'Verify' });
    expect(request.consequence).toContain('verifies 0811110001 as Tanaka Hanako, ID number JP-000199');
  });

  it('says rejecting keeps the member unverified and tells them the reason', () => {
    const request = kycDecision(submission, 'reject');
    expect(request).toMatchObject({ id: 4, decision: 'reject', confirmLabel: 'Reject' });
    expect(request.consequence).toContain('stays unverified and is told your reason');
  });
});
