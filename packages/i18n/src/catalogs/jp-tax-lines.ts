/** 日本語: 注文画面の口座切替と建玉の税金（issue 34）。 */
export const jpTaxLines = {
  account: '口座',
  accounts: { taxable: '課税口座', nisa: 'NISA' },
  nisaRemaining: 'NISA枠の残り：{{amount}}',
  nisaNotOpen: 'NISA口座がまだありません。マイページ →「口座区分とNISA」から開設できます。',
  refusals: {
    short: 'NISAでは買いのみです。「買い（ロング）」を選んでください。',
    leverage: 'NISAでは現物のみです。レバレッジ1倍を選んでください。',
    product: 'NISAでは通常取引のみで、デイトレードはできません。',
    limit: 'この注文は約 {{cost}} で、NISA枠の残り {{remaining}} を超えます。',
  },
  gross: '損益（税引前）',
  taxWithheld: '源泉徴収税',
  taxRefunded: '還付税',
  net: '税引後損益',
  nisaUntaxed: 'NISA：非課税',
  accountBadge: { taxable: '課税', nisa: 'NISA' },
} as const;
