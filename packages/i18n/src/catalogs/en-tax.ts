/** English texts of tax accounts and NISA (issue 34): choosing the account type, the year's figures, NISA's allowance. */
export const enTax = {
  title: 'Tax account',
  intro:
    'In Japan, gains on shares are taxed at 20.315% (15.315% national, including the reconstruction surtax, and 5% local). Choose how Kabuto handles it.',
  types: {
    tokutei_withholding: 'Specified account (tokutei), tax withheld',
    tokutei: 'Specified account (tokutei), no withholding',
    ippan: 'General account (ippan)',
  },
  typeRules: {
    tokutei_withholding:
      'At each sale Kabuto withholds 20.315% of what the sale adds to this year’s net gain, and refunds it when a later loss in the same year lowers that gain. The year never ends below zero tax. Most people need not file a tax return.',
    tokutei:
      'Kabuto works out the year’s gains and losses for you in an annual report; nothing is withheld, and you file a tax return yourself.',
    ippan: 'Kabuto withholds nothing and prepares no annual summary: you work out your gains and file a tax return yourself.',
  },
  choiceRule:
    'Your first choice applies from this year (Japan time). After that you may choose once a year, and the new type applies from 1 January next year.',
  current: 'This year ({{year}})',
  next: 'From next year',
  none: 'Not chosen yet',
  choose: 'Choose this type',
  chooseConfirmTitle: 'Choose “{{type}}”?',
  chooseConfirmBody: 'It applies from {{year}}. You can change it only once a year, for the following year.',
  chosen: 'Chosen: applies from {{year}}',
  fixed: 'You have chosen this year. You can choose again next year, for the year after.',
  unverified: 'Verify your identity first: a tax account is opened in your name.',
  yearTitle: 'This year’s figures ({{year}}, taxable account)',
  realizedGain: 'Realised gain after fees',
  withheld: 'Tax withheld',
  refunded: 'Tax refunded',
  netTax: 'Net tax held for the year',
  nisaLink: 'NISA account',
  nisaOpenState: { open: 'Open', closed: 'Not open' },
  nisaTitle: 'NISA',
  nisaIntro:
    'Gains and dividends in NISA are not taxed. Only cash purchases are allowed: buy, leverage 1×, normal product (no day trades, margin or short selling). NISA gains and losses are not netted with your taxable account.',
  tsumitateNote:
    'The accumulation allowance (tsumitate) is for investment trusts, which Kabuto does not list. Here you use the growth allowance.',
  openNisa: 'Open a NISA account',
  openConfirmTitle: 'Open a NISA account?',
  openConfirmBody:
    'One NISA account per person. It sits beside your taxable account; choose “NISA” on the order screen to buy in it.',
  opened: 'Your NISA account is open',
  openedAt: 'Opened {{at}}',
  yearGauge: 'This year’s growth allowance ({{year}})',
  lifetimeGauge: 'Lifetime allowance (book value)',
  used: '{{used}} used of {{limit}}',
  left: '{{amount}} left',
  freesNextYear: 'Sold this year, freed on 1 January: {{amount}}',
  freeRule: 'A sale frees its cost in the lifetime allowance from next year, not this year. The year’s allowance is never freed.',
  mineTitle: 'Tax this year',
  mineLink: 'Tax account and NISA',
} as const;
