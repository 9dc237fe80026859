/** The member's notices in English: the kinds there are, each a title and body with `{{params}}`. */
export interface Notice {
  title: string;
  body: string;
}

export const enNotices = {
  kyc_verified: {
    title: 'Identity verified',
    body: 'Your identity has been verified. You can now add bank cards and move money.',
  },
  kyc_rejected: {
    title: 'Verification not accepted',
    body: 'Your verification was not accepted: {{reason}}. Please check and submit again.',
  },
  card_added: {
    title: 'Bank card added',
    body: 'A card ending in {{last4}} was added. It can receive withdrawals from {{from}} (Japan time).',
  },
  card_removed: { title: 'Bank card removed', body: 'The card ending in {{last4}} was removed.' },
  password_changed: {
    title: 'Password changed',
    body: 'Your login password was changed and your other sessions were signed out.',
  },
  fund_password_set: { title: 'Fund password set', body: 'Your fund password was set or changed.' },
  new_sign_in: {
    title: 'New sign-in',
    body: 'Your account was signed in from {{ip}}. If this was not you, change your password now.',
  },
  sign_up_attempt: {
    title: 'Sign-up with your number',
    body: 'Someone at {{ip}} tried to open an account with your phone number. If this was not you, no action is needed; your account is unchanged.',
  },
  recovery_requested: {
    title: 'Account recovery requested',
    body: 'Someone at {{ip}} asked to recover your account without a passkey and sent a new ID photo. Staff will compare it with your verified identity. If this was not you, contact customer service.',
  },
  passkey_added: {
    title: 'Passkey added',
    body: 'A passkey named “{{name}}” was added to your account. It signs in now, and confirms withdrawals, card changes and password resets from {{usableFrom}}. If this was not you, open Settings → Passkeys and tap “This wasn’t me” before then.',
  },
  passkey_removed: {
    title: 'Passkey removed',
    body: 'The passkey named “{{name}}” was removed from your account. If this was not you, contact support now.',
  },
  passkey_disowned: {
    title: 'Passkey removed as not yours',
    body: 'The passkey named “{{name}}” was removed and every other device was signed out. Whoever added it may know your login password: change it now.',
  },
  account_restricted: {
    title: 'Account restrictions changed',
    body: 'The restrictions on your account were changed: {{reason}}',
  },
  deposit_passed: { title: 'Deposit credited', body: 'Your deposit {{orderNo}} of {{amount}} has been credited.' },
  deposit_rejected: {
    title: 'Deposit not credited',
    body: 'Your deposit {{orderNo}} of {{amount}} was not credited: {{reason}}',
  },
  withdrawal_passed: {
    title: 'Withdrawal paid',
    body: 'Your withdrawal {{orderNo}} of {{amount}} has been paid to your card.',
  },
  withdrawal_rejected: {
    title: 'Withdrawal returned',
    body: 'Your withdrawal {{orderNo}} of {{amount}} was rejected and the money is back in your available balance: {{reason}}',
  },
  order_filled: {
    title: 'Order filled',
    body: 'Your order {{orderNo}} for {{shares}} shares of {{symbol}} filled at {{price}}.',
  },
  ipo_won: {
    title: 'IPO allotment: you won',
    body: 'You were allotted {{lots}} lots of {{symbol}} at {{price}}. Please pay {{amount}} by {{payBy}}; the money is held for it.',
  },
  ipo_lost: {
    title: 'IPO allotment: not allotted',
    body: 'You were not allotted {{symbol}} this time. The {{amount}} held for your application is back in your available balance.',
  },
  ipo_payment_due: {
    title: 'IPO payment due tomorrow',
    body: 'Please pay {{amount}} for {{symbol}} by {{payBy}}. If it is not paid by then, the allotment is forfeited and goes to the next applicants in the draw.',
  },
  ipo_forfeited: {
    title: 'IPO allotment forfeited',
    body: '{{lots}} lots of {{symbol}} were not paid by the deadline and have gone to the next applicants in the draw. The money held for them is back in your available balance.',
  },
  order_triggered: {
    title: 'Stop order triggered',
    body: 'A trade of {{symbol}} at ¥{{price}} reached the trigger ¥{{trigger}} of your order {{orderNo}}. It is now placed at the market; the order screen shows the trade that triggered it.',
  },
  exit_triggered: {
    title: 'Exit triggered',
    body: 'A trade of {{symbol}} at ¥{{price}} reached the exit ¥{{trigger}} of your position {{positionNo}}. It closes as soon as the market allows; your other exits on it were cancelled.',
  },
  exit_closed: {
    title: 'Position closed by your exit',
    body: 'Your exit on {{positionNo}} ({{symbol}}) fired on the trade at ¥{{price}} (trigger ¥{{trigger}}) and the position closed at ¥{{closePrice}}. Your other exits on it were cancelled.',
  },
  exits_not_set: {
    title: 'Exits not set',
    body: 'Your order {{orderNo}} for {{symbol}} filled, but its take-profit / stop-loss could not be set: the price had already passed it. Set them again from the position.',
  },
  order_rejected: {
    title: 'Order refused at fill',
    body: 'Your order {{orderNo}} for {{symbol}} reached the market but could not be filled: the money on hold no longer covered it at the price the book offered. Nothing was bought or sold and the hold is back in your available balance.',
  },
  order_expired: {
    title: 'Order expired',
    body: 'Your order {{orderNo}} for {{symbol}} was not filled by the end of the trading day and has expired. The money held for it is back in your available balance.',
  },
  referral_rewarded: {
    title: 'Referral reward paid',
    body: 'A member you invited ({{account}}) has verified their identity and had a first deposit approved: {{amount}} has been added to your available balance.',
  },
  price_alert: {
    title: 'Price alert: {{symbol}}',
    body: '{{symbol}} reached your alert ({{condition}}): last price {{price}}, {{change}} on the day.',
  },
  margin_warning: {
    title: 'Margin warning',
    body: 'Position {{positionNo}} ({{symbol}}) is at {{price}}: it has moved at least halfway from its opening price towards its liquidation price of {{liquidationPrice}}. Add margin or close it to avoid a forced close.',
  },
  position_liquidated: {
    title: 'Position closed: margin too low',
    body: 'Position {{positionNo}} ({{symbol}}) reached its liquidation price and was closed at {{price}}. Realised P&L: {{pnl}}.',
  },
  position_day_closed: {
    title: 'Day trade closed',
    body: 'Day-trade position {{positionNo}} ({{symbol}}) was closed at the day’s cut-off at {{price}}. Realised P&L: {{pnl}}.',
  },
  loan_passed: {
    title: 'Loan paid out',
    body: 'Your loan {{loanNo}} of {{amount}} for {{termDays}} days at {{apr}}% a year was approved and paid into your available balance. It is due on {{dueAt}}.',
  },
  loan_rejected: {
    title: 'Loan not approved',
    body: 'Your loan application {{loanNo}} of {{amount}} was not approved: {{reason}}',
  },
  loan_repaid: { title: 'Loan repaid', body: 'Your loan {{loanNo}} is fully repaid. Thank you.' },
  loan_overdue: {
    title: 'Loan overdue',
    body: 'Your loan {{loanNo}} was due on {{dueAt}}. You owe {{owed}}; interest continues each day until it is repaid, and the collateral rules still apply.',
  },
  loan_ltv_warning: {
    title: 'Loan warning: LTV {{ltvPct}}%',
    body: 'You owe {{owed}} on collateral worth {{collateral}} (LTV {{ltvPct}}%). At {{forcedSalePct}}% your positions are sold, largest first, until the LTV is under {{maxLtvPct}}%. Repay or deposit and repay to lower it.',
  },
  loan_forced_sale: {
    title: 'Position sold to repay your loan',
    body: 'Your LTV reached {{ltvPct}}%, so position {{positionNo}} ({{symbol}}, {{shares}} shares) was sold at {{price}}. {{repaid}} of the proceeds repaid loan {{loanNo}}; you now owe {{owed}} (LTV {{ltvAfterPct}}).',
  },
  offer_allotted: {
    title: 'Allotted: {{symbol}}',
    body: 'At the close you were allotted {{allotted}} of the {{shares}} shares of {{symbol}} you asked for, at ¥{{price}} a share. {{paid}} paid for the position; {{released}} is back in your available balance.',
  },
  offer_not_allotted: {
    title: 'Not allotted: {{symbol}}',
    body: 'You were not allotted {{symbol}} at the close. The {{released}} held for it is back in your available balance.',
  },
  offer_rejected: {
    title: 'Block-trade application rejected',
    body: 'Your application for {{shares}} shares of {{symbol}} was rejected: {{reason}} The {{released}} held for it is back in your available balance.',
  },
  copy_stop_loss: {
    title: 'Copy ended at its stop-loss: {{strategy}}',
    body: 'Your copy {{copyNo}} of {{strategy}} reached its stop-loss, a loss of {{stopLossPct}}% of what you invested (equity {{threshold}} or less), so its positions were closed at market and the copy ended. Invested {{invested}}; returned to your available balance {{returned}}; loss {{loss}}.',
  },
  copy_strategy_stopped: {
    title: 'Copy ended: {{strategy}} stopped',
    body: 'The strategy {{strategy}} stopped, so your copy {{copyNo}} ended and its positions were closed at market. Invested {{invested}}; returned to your available balance {{returned}} after a performance fee of {{fee}}; P&L {{pnl}}.',
  },
} satisfies Record<string, Notice>;

export type NoticeKind = keyof typeof enNotices;
