/** Puts the server's per-field codes under the form's inputs, the same way the schema's own are. */
import type { CallFailure } from '../api/api-client';
import { showToast } from './toast';

export function showServerFieldErrors(
  failure: CallFailure,
  form: { setServerErrors(fields: Partial<Record<string, string>>): number },
): void {
  const shown = form.setServerErrors(failure.fields);
  // The client held back its toast because the reply named fields; if none is on this form, say it here.
  if (shown === 0 && Object.keys(failure.fields).length > 0) showToast(failure.message);
}
