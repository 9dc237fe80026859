/** The closed list of error codes a call can answer with, and the HTTP status of each. */

export const errorStatus = {
  // 400: the request itself is malformed; `fields` names each bad field and its code.
  invalid_input: 400,
  // 401: no live session.
  not_signed_in: 401,
  session_ended: 401,
  // 403: the caller may not do this.
  forbidden: 403,
  account_frozen: 403,
  account_login_banned: 403,
  account_disabled: 403,
  trade_barred: 403,
  withdraw_barred: 403,
  verification_required: 403,
  step_up_required: 403,
  reauth_required: 403,
  passkey_too_new: 403,
  // 404, 409: the object is missing or in the wrong state.
  not_found: 404,
  file_missing: 404,
  wrong_state: 409,
  rate_changed: 409,
  verification_pending: 409,
  request_pending: 409,
  already_verified: 409,
  order_not_pending: 409,
  position_not_holding: 409,
  already_applied: 409,
  offering_cancelled: 409,
  offering_frozen: 409,
  not_drawn: 409,
  application_not_payable: 409,
  already_checked_in: 409,
  loan_open: 409,
  already_following: 409,
  own_strategy: 409,
  copy_ended: 409,
  strategy_stopped: 409,
  auction_not_closed: 409,
  recovery_not_approved: 409,
  recovery_expired: 409,
  recovery_used: 409,
  passkey_not_new: 409,
  tax_account_fixed: 409,
  nisa_already_open: 409,
  tax_year_open: 409,
  tax_already_remitted: 409,
  exits_exist: 409,
  // 422: a business rule refused the request.
  credentials_invalid: 422,
  account_exists: 422,
  inviter_not_found: 422,
  username_exists: 422,
  last_owner: 422,
  passkey_invalid: 422,
  totp_invalid: 422,
  enrollment_expired: 422,
  old_password_wrong: 422,
  login_password_wrong: 422,
  fund_password_wrong: 422,
  fund_password_not_set: 422,
  upload_refused: 422,
  card_exists: 422,
  holder_name_mismatch: 422,
  idempotency_key_reused: 422,
  insufficient_funds: 422,
  below_minimum: 422,
  above_maximum: 422,
  outside_hours: 422,
  card_cooling_down: 422,
  no_rate: 422,
  market_closed: 422,
  instrument_halted: 422,
  invalid_lots: 422,
  invalid_leverage: 422,
  off_tick: 422,
  outside_price_limits: 422,
  day_trade_closed: 422,
  no_liquidity: 422,
  close_too_soon: 422,
  same_day_close_not_allowed: 422,
  locked_until: 422,
  offering_not_open: 422,
  above_max_lots: 422,
  alert_limit: 422,
  quota_insufficient: 422,
  term_not_offered: 422,
  repay_exceeds_owed: 422,
  collateral_required: 422,
  price_band: 422,
  daily_limit: 422,
  not_lot_multiple: 422,
  outside_window: 422,
  below_min_shares: 422,
  above_max_shares: 422,
  below_min_bid: 422,
  nisa_not_allowed: 422,
  nisa_limit: 422,
  trigger_would_fire: 422,
  invalid_expiry: 422,
  // 429: slow down.
  too_many_requests: 429,
  sign_in_locked: 429,
  fund_password_locked: 429,
  // 500: a bug.
  internal: 500,
  // 503: the node is still starting (its market history is being stored); try again shortly.
  starting_up: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

/**
 * Codes for a single field inside an `invalid_input` answer. Each is translated in the
 * catalogs under `fields.<code>`.
 */
export const fieldCodes = [
  'required',
  'invalid_format',
  'not_phone_number',
  'password_rule',
  'password_common',
  'passwords_differ',
  'agreement_required',
  'too_long',
  'not_allowed_value',
  'fund_password_rule',
  'card_number_rule',
  'ifsc_rule',
  'upi_rule',
  'account_number_rule',
  'branch_code_rule',
  'holder_kana_rule',
  'not_positive',
  'too_many_decimals',
  'same_currency',
  'too_large',
  'unknown_field',
] as const;
export type FieldCode = (typeof fieldCodes)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatus, value);
}

export function isFieldCode(value: string): value is FieldCode {
  return (fieldCodes as readonly string[]).includes(value);
}
