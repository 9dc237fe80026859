import { describe, expect, it } from 'vitest';
import { editableConfig } from './config';
import { registerRequest } from './member';

describe('setting validators', () => {
  it.each([
    { name: 'depositHours', value: '09:30-19:30', valid: true },
    { name: 'depositHours', value: '24:00-19:30', valid: false },
    { name: 'depositHours', value: '9-5', valid: false },
    { name: 'depositDays', value: 'weekdays', valid: true },
    { name: 'depositDays', value: 'sundays', valid: false },
    { name: 'leverageOptions', value: '1,2,3', valid: true },
    { name: 'leverageOptions', value: '0,2', valid: false },
    { name: 'feeRate', value: '0.001', valid: true },
    { name: 'feeRate', value: '1.5', valid: false },
    { name: 'minDeposit', value: '10000', valid: true },
    { name: 'minDeposit', value: '-1', valid: false },
    { name: 'maxDeposit', value: '999999999999', valid: true },
    { name: 'maxDeposit', value: '9223372036854775808', valid: false },
    { name: 'withdrawCardCooldownHours', value: '99999999999', valid: false },
    { name: 'lotSize', value: '0', valid: false },
    { name: 'supportUrl', value: 'https://help.kabuto.example/', valid: true },
    { name: 'supportUrl', value: 'javascript:alert(1)', valid: false },
    { name: 'languages', value: 'en,jp', valid: true },
    { name: 'languages', value: 'fr', valid: false },
  ] as const)('$name = $value is valid: $valid', ({ name, value, valid }) => {
    expect(editableConfig[name].safeParse(value).success).toBe(valid);
  });
});

describe('sign-up request', () => {
  const base = { account: '0811112222', password: 'abcd1234', confirmPassword: 'abcd1234', inviteCode: 'KABUTO' };
  it.each([
    { change: {}, message: null },
    { change: { account: '０８１１１１２２２２' }, message: 'not_phone_number' },
    { change: { account: ' 0811112222 ' }, message: 'not_phone_number' },
    { change: { account: '' }, message: 'required' },
    { change: { password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }, message: null },
    { change: { password: 'abcdefg', confirmPassword: 'abcdefg' }, message: 'password_rule' },
    { change: { confirmPassword: 'other123' }, message: 'passwords_differ' },
  ])('$change → $message', ({ change, message }) => {
    const parsed = registerRequest.safeParse({ ...base, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
