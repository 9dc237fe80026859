/** English texts of the order sheet's account switch and a position's tax lines (issue 34). */
export const enTaxLines = {
  account: 'Account',
  accounts: { taxable: 'Taxable', nisa: 'NISA' },
  nisaRemaining: 'NISA allowance left: {{amount}}',
  nisaNotOpen: 'No NISA account yet: open one under Mine → Tax account and NISA.',
  refusals: {
    short: 'NISA takes only purchases: choose Buy (long).',
    leverage: 'NISA takes only cash purchases: choose leverage 1×.',
    product: 'NISA takes only normal orders, not day trades.',
    limit: 'This order costs about {{cost}}, more than the {{remaining}} left of your NISA allowance.',
  },
  gross: 'Gross P&L',
  taxWithheld: 'Tax withheld',
  taxRefunded: 'Tax refunded',
  net: 'Net after tax',
  nisaUntaxed: 'NISA: not taxed',
  accountBadge: { taxable: 'Taxable', nisa: 'NISA' },
} as const;
