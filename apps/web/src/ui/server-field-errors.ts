/** Puts the server's per-field codes under the form's inputs, the same way the schema's own are. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CallFailure } from '../api/api-client';
import { showToast } from './toast';

export function showServerFieldErrors<Values extends FieldValues>(
  failure: CallFailure,
  fieldNames: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): void {
  let shown = 0;
  for (const name of fieldNames) {
    const code = failure.fields[name];
    if (code) {
      setError(name, { type: 'server', message: code });
      shown++;
    }
  }
  // The client held back its toast because the reply named fields; if none is on this form, say it here.
  if (shown === 0 && Object.keys(failure.fields).length > 0) showToast(failure.message);
}
