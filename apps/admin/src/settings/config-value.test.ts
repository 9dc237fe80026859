import { describe, expect, it } from 'vitest';
import { en } from '@kabuto/i18n';
import { configValueProblem } from './config-value';

describe('configValueProblem', () => {
  it.each([
    { name: 'lotSize', value: '100' },
    { name: 'depositHours', value: '09:00-17:30' },
    { name: 'feeRate', value: '0.0015' },
    { name: 'supportUrl', value: 'https://help.kabuto.example' },
    { name: 'depositDays', value: ' all ' },
  ])('accepts $value for $name', ({ name, value }) => {
    expect(configValueProblem(name, value)).toBeNull();
  });

  it.each([
    { name: 'lotSize', value: '0' },
    { name: 'lotSize', value: 'ten' },
    { name: 'depositHours', value: '9:00-17:30' },
    { name: 'feeRate', value: '1.5' },
    { name: 'leverageOptions', value: '1,,2' },
    { name: 'supportUrl', value: 'ftp://help.kabuto.example' },
    { name: 'depositDays', value: 'sundays' },
  ])('rejects $value for $name as not in the right format', ({ name, value }) => {
    expect(configValueProblem(name, value)).toBe(en.fields.invalid_format);
  });

  it('refuses a key that is not editable, such as the market sessions fixed at start', () => {
    expect(configValueProblem('marketSessions', 'tse')).toBe('This setting cannot be changed here.');
  });
});
