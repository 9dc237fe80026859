/** The addresses of the money screens: deposits, withdrawals, bank cards and fund records (the original app's `/user/…`). */

export const fundsPaths = {
  deposit: '/user/recharge',
  withdraw: '/user/withdraw',
  exchange: '/user/exchange',
  fundRecords: '/user/FundingDetails',
  bankCards: '/user/BankCard',
  addCard: '/user/WithCard',
} as const;

/** The deposit instructions of one currency and amount, after the member chose them. */
export function depositChannelPath(currency: string, amount: string): string {
  return `/user/rechargeChannel?${new URLSearchParams({ currency, amount })}`;
}
