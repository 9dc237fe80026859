/**
 * The list of common passwords shipped by @zxcvbn-ts/language-common (about 49,000, most
 * used first, from breach corpora), read once, on first use, into a set.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonPassword } from '@kabuto/domain';

let commonPasswords: ReadonlySet<string> | undefined;

export function isCommon(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return isCommonPassword(password, commonPasswords);
}
