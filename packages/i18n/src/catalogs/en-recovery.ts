/** English texts of account recovery: a forgotten password, reset with a passkey. */
export const enRecovery = {
  title: 'Forgot password',
  intro:
    'If you added a passkey to this account, sign in with it and choose a new password. Nobody will ever send you a password.',
  withPasskey: 'Sign in with my passkey',
  noPasskeySupport: 'This browser cannot use passkeys. Open Kabuto on the device that holds your passkey.',
  withoutPasskey:
    'No passkey? Recovery through an identity check by our staff is not available in the app yet. Please contact customer service: {{support}}',
  cancelled: 'The passkey was not used. Nothing was changed.',
  resetTitle: 'Set a new password',
  resetIntro:
    'Confirm with your passkey once more and your new password replaces the old one. Your other devices will be signed out.',
  submit: 'Confirm with passkey and save',
  done: 'New password saved. Your other devices have been signed out.',
};
