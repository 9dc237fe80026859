/** 繁體中文：下單畫面的帳戶切換與部位的稅金（issue 34）。 */
export const twTaxLines = {
  account: '帳戶',
  accounts: { taxable: '應稅帳戶', nisa: 'NISA' },
  nisaRemaining: 'NISA 額度剩餘：{{amount}}',
  nisaNotOpen: '尚未開立 NISA 帳戶：可在「我的」→「稅務帳戶與 NISA」開立。',
  refusals: {
    short: 'NISA 只能買進：請選擇「買進（做多）」。',
    leverage: 'NISA 只能現股買進：請選擇槓桿 1 倍。',
    product: 'NISA 只接受一般委託，不可當沖。',
    limit: '此委託約需 {{cost}}，超過 NISA 額度剩餘的 {{remaining}}。',
  },
  gross: '損益（稅前）',
  taxWithheld: '代扣稅款',
  taxRefunded: '退還稅款',
  net: '稅後損益',
  nisaUntaxed: 'NISA：免稅',
  accountBadge: { taxable: '應稅', nisa: 'NISA' },
} as const;
