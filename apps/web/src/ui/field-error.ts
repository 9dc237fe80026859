/** The catalog text of a field code, from the contract's schemas or the server's `fields`. */
import { isFieldCode } from '@kabuto/contracts';
import type { Translate } from './translator';

export function fieldErrorText(t: Translate, code: string | undefined): string | undefined {
  if (!code) return undefined;
  // The schemas' messages are field codes; anything else still means the value is wrong.
  return t(`fields.${isFieldCode(code) ? code : 'invalid_format'}`);
}
