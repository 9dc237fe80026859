/** Which account restrictions refuse which actions. */

export interface RestrictionFlags {
  frozen: boolean;
  loginBanned: boolean;
  disabled: boolean;
  tradeBarred: boolean;
  withdrawBarred: boolean;
}

export type SignInRefusal = 'account_disabled' | 'account_frozen' | 'account_login_banned';

/** The refusal a restricted account gets at sign-in, the most severe first. */
export function signInRefusal(flags: RestrictionFlags): SignInRefusal | null {
  if (flags.disabled) return 'account_disabled';
  if (flags.frozen) return 'account_frozen';
  if (flags.loginBanned) return 'account_login_banned';
  return null;
}
