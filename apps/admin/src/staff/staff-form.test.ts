import { describe, expect, it } from 'vitest';
import { en } from '@kabuto/i18n';
import { ApiError } from '../api/api-error';
import { staffSaveBody, staffSaveProblem } from './staff-form';

const existing = {
  id: 7,
  username: 'hana',
  role: 'reviewer',
  active: true,
  hasFactor: true,
  createdAt: '2026-01-01T00:00:00Z',
} as const;

describe('staffSaveBody', () => {
  it('creates without an id and with the password', () => {
    expect(staffSaveBody({ username: ' kenji ', role: 'support', active: true, password: 'abcdef12' }, null)).toEqual({
      username: 'kenji',
      role: 'support',
      active: true,
      password: 'abcdef12',
    });
  });

  it('changes an existing member by id and keeps the password when the field is blank', () => {
    const body = staffSaveBody({ username: 'hana', role: 'owner', active: false, password: '' }, existing);
    expect(body).toEqual({ id: 7, username: 'hana', role: 'owner', active: false });
    expect('password' in body).toBe(false);
  });

  it('resets the password of an existing member when one is typed', () => {
    expect(staffSaveBody({ username: 'hana', role: 'reviewer', active: true, password: 'newpass99' }, existing).password).toBe(
      'newpass99',
    );
  });
});

describe('staffSaveProblem', () => {
  it('puts a taken username under the username field', () => {
    const problem = staffSaveProblem(new ApiError('username_exists', 422, 'taken'));
    expect(problem).toEqual({ fields: { username: en.errors.username_exists }, general: null });
  });

  it('explains that the last active owner cannot be demoted or deactivated', () => {
    const problem = staffSaveProblem(new ApiError('last_owner', 422, 'last'));
    expect(problem.fields).toEqual({});
    expect(problem.general).toContain(en.errors.last_owner);
  });

  it('maps invalid fields from the server to the form fields', () => {
    const problem = staffSaveProblem(new ApiError('invalid_input', 400, 'bad', { password: 'password_rule' }));
    expect(problem).toEqual({ fields: { password: en.fields.password_rule }, general: null });
  });

  it('shows any other refusal for the whole form', () => {
    expect(staffSaveProblem(new ApiError('forbidden', 403, 'no')).general).toBe(en.errors.forbidden);
  });
});
