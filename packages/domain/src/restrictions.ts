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

export type GuardedAction = 'trade' | 'withdraw' | 'move_money';
export type ActionRefusal = 'account_disabled' | 'account_frozen' | 'trade_barred' | 'withdraw_barred';

/**
 * The one guard every domain asks before an action: a disabled or frozen account does nothing
 * with money, and the two bars stop only their own action.
 */
export function actionRefusal(flags: RestrictionFlags, action: GuardedAction): ActionRefusal | null {
  if (flags.disabled) return 'account_disabled';
  if (flags.frozen) return 'account_frozen';
  if (action === 'trade' && flags.tradeBarred) return 'trade_barred';
  if (action === 'withdraw' && flags.withdrawBarred) return 'withdraw_barred';
  return null;
}
