/** The catalog text of a field code, from the contract's schemas or the server's `fields`. */
import type { TFunction } from 'i18next';
import { isFieldCode } from '@kabuto/contracts';

export function fieldErrorText(t: TFunction, code: string | undefined): string | undefined {
  if (!code) return undefined;
  // The schemas' messages are field codes; anything else still means the value is wrong.
  return t(`fields.${isFieldCode(code) ? code : 'invalid_format'}`);
}
