import { describe, expect, it } from 'vitest';
import { adminApi, staffRoles } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { ApiError } from '../../api/api-error';
import { decisionFailure, mayDecide, reasonProblem } from './review-rules';

describe('mayDecide', () => {
  it.each([
    { role: 'owner', pending: true },
    { role: 'reviewer', pending: true },
    { role: 'support', pending: false },
  ] as const)('gives $role the decision buttons on a pending item: $pending', ({ role, pending }) => {
    for (const review of [adminApi.kycReview, adminApi.depositsReview, adminApi.withdrawalsReview]) {
      expect(mayDecide(review, role, 'pending')).toBe(pending);
    }
  });

  it.each(['verified', 'passed', 'rejected'])('gives nobody buttons on an item already %s', (status) => {
    expect(staffRoles.some((role) => mayDecide(adminApi.kycReview, role, status))).toBe(false);
  });
});

describe('decisionFailure', () => {
  it('explains a 409 as someone else deciding first', () => {
    const failure = decisionFailure(new ApiError('wrong_state', 409, 'done'), 'Deposit D00000012');
    expect(failure.conflict).toBe(true);
    expect(failure.message).toContain('Deposit D00000012 was already decided by someone else');
  });

  it('shows any other refusal as the catalog text, without a refresh', () => {
    expect(decisionFailure(new ApiError('forbidden', 403, 'no'), 'x')).toEqual({ conflict: false, message: en.errors.forbidden });
  });
});

describe('reasonProblem', () => {
  it('needs no reason to approve', () => {
    expect(reasonProblem('approve', '')).toBeNull();
  });

  it.each([
    { reason: '', problem: 'Give the member a reason.' },
    { reason: '   ', problem: 'Give the member a reason.' },
    { reason: 'x'.repeat(501), problem: 'At most 500 characters.' },
    { reason: 'The photo is blurred.', problem: null },
  ])('checks a rejection reason of $reason.length characters', ({ reason, problem }) => {
    expect(reasonProblem('reject', reason)).toBe(problem);
  });
});
