import { describe, expect, it } from 'vitest';
import { en } from '@kabuto/i18n';
import { ApiError } from '../../api/api-error';
import { amountProblem, channelSaveBody, channelSaveProblem, initialValues, rangeProblem } from './channel-form';

const existing = {
  id: 3,
  name: 'Mizuho Shibuya',
  currency: 'JPY',
  min: '10000',
  max: '5000000',
  payee: { bankName: 'Mizuho Bank', branchName: 'Shibuya', accountNumber: '1234567', accountName: 'Kabuto KK' },
  active: true,
} as const;

describe('channel form values', () => {
  it('starts a new channel in yen, active, with empty fields', () => {
    expect(initialValues(null)).toMatchObject({ currency: 'JPY', active: true, name: '', min: '' });
  });

  it('flattens the payee of an existing channel into the form', () => {
    expect(initialValues(existing)).toMatchObject({ bankName: 'Mizuho Bank', accountNumber: '1234567', min: '10000' });
  });

  it('sends trimmed fields, with the id only when changing a channel', () => {
    const values = { ...initialValues(existing), name: ' Mizuho ', min: ' 20000 ' };
    expect(channelSaveBody(values, existing)).toMatchObject({ id: 3, name: 'Mizuho', min: '20000' });
    expect('id' in channelSaveBody(values, null)).toBe(false);
  });
});

describe('amount checks', () => {
  it.each([
    { text: '', currency: 'JPY', problem: en.fields.required },
    { text: 'ten', currency: 'JPY', problem: en.fields.invalid_format },
    { text: '0', currency: 'JPY', problem: en.fields.not_positive },
    { text: '100.5', currency: 'JPY', problem: en.fields.too_many_decimals },
    { text: '100.50', currency: 'USD', problem: null },
    { text: '10000', currency: 'JPY', problem: null },
  ] as const)('reads $text $currency as $problem', ({ text, currency, problem }) => {
    expect(amountProblem(text, currency)).toBe(problem);
  });

  it('refuses a maximum below the minimum and accepts an equal one', () => {
    expect(rangeProblem('10000', '9999', 'JPY')).toBe('Must be at least the minimum.');
    expect(rangeProblem('10000', '10000.00', 'JPY')).toBeNull();
    expect(rangeProblem('x', '1', 'JPY')).toBeNull();
  });
});

describe('channelSaveProblem', () => {
  it('puts field errors from the server under their fields', () => {
    const problem = channelSaveProblem(new ApiError('invalid_input', 400, 'bad', { accountNumber: 'invalid_format' }));
    expect(problem).toEqual({ fields: { accountNumber: en.fields.invalid_format }, general: null });
  });

  it('explains an invalid maximum as one below the minimum', () => {
    expect(channelSaveProblem(new ApiError('invalid_input', 400, 'bad', { max: 'invalid_format' })).fields.max).toBe(
      'Must be at least the minimum.',
    );
  });

  it('shows any other refusal for the whole form', () => {
    expect(channelSaveProblem(new ApiError('not_found', 404, 'gone')).general).toBe(en.errors.not_found);
  });
});
