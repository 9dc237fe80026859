/**
 * The channel form's rules: its starting values, what it sends, the checks on the limits, and
 * how a refusal is shown. Pure, so it is tested alone.
 */
import type { Currency } from '@kabuto/contracts';
import { compare, isAmountRefusal, parseAmount } from '@kabuto/domain';
import { isApiError } from '../../api/api-error';
import { errorMessage, fieldMessage } from '../../api/error-message';
import type { ChannelSaveBody } from './channel-save';
import type { ChannelRow } from './channels-list';

export interface ChannelFormValues {
  name: string;
  currency: Currency;
  min: string;
  max: string;
  bankName: string;
  branchName: string;
  accountNumber: string;
  accountName: string;
  active: boolean;
}

export const channelFields = [
  'name',
  'currency',
  'min',
  'max',
  'bankName',
  'branchName',
  'accountNumber',
  'accountName',
  'active',
] as const satisfies readonly (keyof ChannelFormValues)[];

export const accountNumberHint = '4 to 34 digits or dashes.';

export function initialValues(existing: ChannelRow | null): ChannelFormValues {
  if (!existing) {
    return {
      name: '',
      currency: 'JPY',
      min: '',
      max: '',
      bankName: '',
      branchName: '',
      accountNumber: '',
      accountName: '',
      active: true,
    };
  }
  return {
    name: existing.name,
    currency: existing.currency,
    min: existing.min,
    max: existing.max,
    ...existing.payee,
    active: existing.active,
  };
}

export function channelSaveBody(values: ChannelFormValues, existing: ChannelRow | null): ChannelSaveBody {
  const body: ChannelSaveBody = {
    name: values.name.trim(),
    currency: values.currency,
    min: values.min.trim(),
    max: values.max.trim(),
    bankName: values.bankName.trim(),
    branchName: values.branchName.trim(),
    accountNumber: values.accountNumber.trim(),
    accountName: values.accountName.trim(),
    active: values.active,
  };
  if (existing) body.id = existing.id;
  return body;
}

/** The server's own amount rule: positive, and no more decimals than the currency has. */
export function amountProblem(text: string, currency: Currency): string | null {
  const parsed = parseAmount(text, currency);
  return isAmountRefusal(parsed) ? fieldMessage(parsed.problem) : null;
}

/** The maximum must not be below the minimum; only checked once both are amounts. */
export function rangeProblem(min: string, max: string, currency: Currency): string | null {
  const low = parseAmount(min, currency);
  const high = parseAmount(max, currency);
  if (isAmountRefusal(low) || isAmountRefusal(high)) return null;
  return compare(high, low) < 0 ? 'Must be at least the minimum.' : null;
}

export interface ChannelSaveProblem {
  fields: Partial<Record<keyof ChannelFormValues, string>>;
  general: string | null;
}

export function channelSaveProblem(error: unknown): ChannelSaveProblem {
  if (!isApiError(error)) return { fields: {}, general: errorMessage(error) };
  const fields: ChannelSaveProblem['fields'] = {};
  for (const [field, code] of Object.entries(error.fields)) {
    const known = channelFields.find((name) => name === field);
    // The server refuses a maximum below the minimum as an invalid maximum; say it plainly.
    if (known === 'max' && code === 'invalid_format') fields.max = 'Must be at least the minimum.';
    else if (known) fields[known] = fieldMessage(code);
  }
  const mapped = Object.keys(fields).length;
  return { fields, general: mapped > 0 && mapped === Object.keys(error.fields).length ? null : errorMessage(error) };
}
