/** The staff form's rules: what it sends, and how a refusal is shown. Pure, so it is tested alone. */
import type { StaffRole } from '@kabuto/contracts';
import { en } from '@kabuto/i18n';
import { isApiError } from '../api/api-error';
import { errorMessage, fieldMessage } from '../api/error-message';
import type { StaffRow } from './staff-list';
import type { StaffSaveBody } from './staff-save';

export interface StaffFormValues {
  username: string;
  role: StaffRole;
  active: boolean;
  /** Required for a new account; for an existing one, blank keeps the current password. */
  password?: string;
}

export const usernameHint = '3 to 32 characters: lowercase letters, digits, and _ . -';

export function initialValues(existing: StaffRow | null): StaffFormValues {
  return existing
    ? { username: existing.username, role: existing.role, active: existing.active, password: '' }
    : { username: '', role: 'support', active: true, password: '' };
}

export function staffSaveBody(values: StaffFormValues, existing: StaffRow | null): StaffSaveBody {
  const password = values.password ? values.password : undefined;
  const body: StaffSaveBody = { username: values.username.trim(), role: values.role, active: values.active };
  if (existing) body.id = existing.id;
  if (password !== undefined) body.password = password;
  return body;
}

export interface StaffSaveProblem {
  /** Messages to show under form fields. */
  fields: Partial<Record<keyof StaffFormValues, string>>;
  /** A message for the whole form, when the refusal is not about one field. */
  general: string | null;
}

export function staffSaveProblem(error: unknown): StaffSaveProblem {
  if (!isApiError(error)) return { fields: {}, general: errorMessage(error) };
  if (error.code === 'username_exists') return { fields: { username: en.errors.username_exists }, general: null };
  if (error.code === 'last_owner') {
    return {
      fields: {},
      general: `${en.errors.last_owner} Make another staff member an active owner first, then change this one.`,
    };
  }
  const fields: StaffSaveProblem['fields'] = {};
  for (const [field, code] of Object.entries(error.fields)) {
    if (field === 'username' || field === 'password' || field === 'role' || field === 'active')
      fields[field] = fieldMessage(code);
  }
  const known = Object.keys(fields).length;
  return { fields, general: known > 0 && known === Object.keys(error.fields).length ? null : errorMessage(error) };
}
