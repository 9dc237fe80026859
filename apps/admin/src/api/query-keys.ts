/**
 * Roots of the react-query cache keys, in one place because a change in one area makes
 * another stale: every saved setting or staff change adds a line to the audit log, and a review
 * decision changes a queue, a member's detail and, for money, the ledger.
 */
export const queryKeys = {
  me: ['auth', 'me'],
  staff: ['staff'],
  config: ['config'],
  audit: ['audit'],
  kyc: ['kyc'],
  members: ['members'],
  deposits: ['deposits'],
  withdrawals: ['withdrawals'],
  loans: ['loans'],
  copy: ['copy'],
  channels: ['channels'],
  ledger: ['ledger'],
  instruments: ['instruments'],
  news: ['news'],
  files: ['files'],
  ipo: ['ipo'],
  recovery: ['recovery'],
} as const;
