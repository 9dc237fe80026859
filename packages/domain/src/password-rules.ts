/**
 * Which new passwords are refused beyond the length and character rule of the contract: the
 * commonly used ones (ASVS V2.1.7), which guessing tries first. The list is data the server
 * loads; the rule is here, with no I/O.
 */

/** True when `password` is on the list of common passwords (the list is lower case; so is the check). */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(password.toLowerCase());
}
