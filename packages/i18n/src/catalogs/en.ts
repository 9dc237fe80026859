/** English: the reference catalog. Every other catalog has exactly these keys. */
export const en = {
  errors: {
    invalid_input: 'Please check the highlighted fields.',
    not_signed_in: 'Please sign in first.',
    session_ended: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this.',
    account_frozen: 'This account is frozen. Please contact support.',
    account_login_banned: 'Sign-in is suspended for this account. Please contact support.',
    account_disabled: 'This account is disabled. Please contact support.',
    not_found: 'Not found.',
    wrong_state: 'This has already been done or can no longer be changed.',
    credentials_invalid: 'The account does not exist or the password is wrong.',
    account_exists: 'This phone number already has an account.',
    inviter_not_found: 'No member has this invite code.',
    username_exists: 'This username is already taken.',
    last_owner: 'At least one active owner must remain.',
    too_many_requests: 'Too many requests. Please wait a moment and try again.',
    sign_in_locked: 'Too many failed sign-ins. Try again in {{minutes}} minutes.',
    internal: 'Something went wrong on our side. Please try again.',
    network: 'The network is unavailable. Please try again.',
    timeout: 'The server took too long to answer. Please try again.',
  },
  fields: {
    required: 'Required.',
    invalid_format: 'Not in the right format.',
    not_phone_number: 'Enter a ten-digit phone number.',
    password_rule: '8 to 64 characters, with letters and digits.',
    passwords_differ: 'The passwords do not match.',
    agreement_required: 'Please read and accept the privacy policy.',
    too_long: 'Too long.',
    not_allowed_value: 'Not an allowed value.',
  },
};

/** The shape every catalog must have: the same keys, any strings. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Catalog = Shape<typeof en>;
