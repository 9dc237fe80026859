/** Requests and replies of market data, the watchlist and news. Prices are decimal strings of yen. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  decimalString,
  empty,
  idNumber,
  isoTime,
  isoTimeInput,
  multilineText,
  noData,
  pageOf,
  pageRequest,
  plainText,
  requiredString,
} from './primitives';

export const quoteSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.literal('TSE'),
  kind: z.enum(['stock', 'index']),
  board: z.enum(['prime', 'standard', 'growth']).nullable(),
  last: decimalString.nullable(),
  open: decimalString.nullable(),
  prevClose: decimalString,
  high: decimalString.nullable(),
  low: decimalString.nullable(),
  change: decimalString,
  changePct: decimalString,
  volume: z.number().int(),
  turnover: decimalString,
  limitUp: decimalString.nullable(),
  limitDown: decimalString.nullable(),
  status: z.enum(['trading', 'closed', 'halted']),
  /** Every price here comes from the market simulator, and screens say so. */
  simulated: z.literal(true),
  updatedAt: isoTime,
});
export type Quote = z.infer<typeof quoteSchema>;

export const depthLevel = z.object({ price: decimalString, shares: z.number().int() });
export const depthSchema = z.object({ bids: z.array(depthLevel), asks: z.array(depthLevel) });
/**
 * During the pre-open (Tokyo hours, 8:00–9:00), the price the opening auction's book would clear
 * at now, the shares it would execute, the move against the previous close in percent, and when it
 * was worked out; null at every other time.
 */
export const indicativeOpenSchema = z.object({
  price: decimalString,
  changePct: decimalString,
  volume: z.number().int(),
  time: isoTime,
});
export type IndicativeOpen = z.infer<typeof indicativeOpenSchema>;
export const quoteWithDepth = quoteSchema.extend({
  depth: depthSchema,
  indicativeOpen: indicativeOpenSchema.nullable(),
  tickSize: decimalString.nullable(),
  /** The stock's tick-size table, so a price field steps across band edges as the exchange does. */
  tickTable: z.enum(['standard', 'topix100']).nullable(),
  lotSize: z.number().int().nullable(),
});

export const symbolRequest = z.object({ symbol: requiredString.max(16, { error: 'too_long' }) });
export const listSorts = ['change', 'volume', 'turnover', 'symbol'] as const;
export const marketListRequest = pageRequest.extend({
  exchange: z.enum(['TSE', 'prime', 'standard', 'growth']).default('TSE'),
  sort: z.enum(listSorts).default('symbol'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const marketListReply = pageOf(quoteSchema);
export const hotKinds = ['gainers', 'losers', 'active', 'turnover'] as const;
export const hotRequest = z.object({ kind: z.enum(hotKinds), size: z.number().int().min(1).max(50).default(10) });
export const quotesReply = z.array(quoteSchema);

export const klinePeriods = ['1m', '5m', '10m', '30m', '1d', '1w', '1M'] as const;
export const klineRequest = z.object({
  symbol: requiredString.max(16),
  period: z.enum(klinePeriods),
  /** Bars strictly before this time, for paging back. */
  before: isoTimeInput.optional(),
  limit: z.number().int().min(1).max(1000).default(300),
});
export const barSchema = z.object({
  time: isoTime,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: z.number().int(),
  turnover: decimalString,
});
export const klineReply = z.array(barSchema);

export const searchRequest = z.object({
  keyword: plainText.trim().min(1, { error: 'required' }).max(40, { error: 'too_long' }),
});
export const searchReply = z.array(
  z.object({ symbol: z.string(), name: z.string(), exchange: z.literal('TSE'), kind: z.enum(['stock', 'index']) }),
);

export const watchlistRequest = z.object({
  exchange: plainText.max(16, { error: 'too_long' }).optional(),
  type: plainText.max(16, { error: 'too_long' }).optional(),
});
export const watchlistChange = z.object({
  symbol: requiredString.max(16, { error: 'too_long' }),
  exchange: plainText.max(16, { error: 'too_long' }).optional(),
});

export const newsItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['article', 'market_note']),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  symbols: z.array(z.string()),
  publishedAt: isoTime,
});
export const newsListRequest = pageRequest.extend({ symbol: plainText.max(16, { error: 'too_long' }).optional() });
export const newsListReply = pageOf(newsItemSchema);
export const newsDetailReply = newsItemSchema.extend({ body: z.string() });

// Back office

export const instrumentAdminSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  kind: z.enum(['stock', 'index']),
  board: z.string().nullable(),
  sector: z.string().nullable(),
  halted: z.boolean(),
  last: decimalString.nullable(),
});
export const instrumentsListRequest = pageRequest.extend({ keyword: plainText.trim().max(40, { error: 'too_long' }).optional() });
export const instrumentsListReply = pageOf(instrumentAdminSchema);
export const haltRequest = z.object({
  symbol: requiredString.max(16),
  halted: z.boolean(),
  reason: multilineText.trim().min(1, { error: 'required' }).max(500, { error: 'too_long' }),
});

// Replies only: requests use localizedInput below.
const localized = z.object({ en: z.string().trim(), tw: z.string().trim(), jp: z.string().trim() });
/** One text in the three languages, each at most `max` characters; an empty one is not written yet. */
const localizedInput = (max: number) => {
  // Titles are one line; summaries and bodies keep their line breaks.
  const text = (max > 200 ? multilineText : plainText).trim().max(max, { error: 'too_long' });
  return z.object({ en: text, tw: text, jp: text });
};
const someLanguage = (text: z.infer<typeof localized>) => Boolean(text.en || text.tw || text.jp);
export const newsSaveRequest = z.object({
  id: idNumber.optional(),
  title: localizedInput(200).refine(someLanguage, { error: 'required' }),
  summary: localizedInput(1_000),
  body: localizedInput(20_000).refine(someLanguage, { error: 'required' }),
  source: requiredString.max(100, { error: 'too_long' }),
  symbols: z
    .array(plainText.trim().max(16, { error: 'too_long' }))
    .max(20)
    .default([]),
});
export const newsAdminItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['article', 'market_note']),
  title: localized,
  summary: localized,
  body: localized,
  source: z.string(),
  symbols: z.array(z.string()),
  publishedAt: isoTime,
});
export const newsAdminListReply = pageOf(newsAdminItemSchema);
export const newsIdRequest = z.object({ id: idNumber });

/** The member app's calls: Quotes, bars, search, the watchlist and news. `memberApi` puts every group together. */
export const marketMemberApi = {
  indices: endpoint({
    path: '/market/indices',
    access: 'public',
    summary: 'The indices',
    request: empty,
    reply: quotesReply,
  }),
  marketList: endpoint({
    path: '/market/list',
    access: 'public',
    summary: 'Quotes of a board, sorted and paged',
    request: marketListRequest,
    reply: marketListReply,
  }),
  hot: endpoint({
    path: '/market/hot',
    access: 'public',
    summary: 'Top gainers, losers, most active, turnover',
    request: hotRequest,
    reply: quotesReply,
  }),
  quote: endpoint({
    path: '/market/quote',
    access: 'public',
    summary: 'One quote with five levels of depth',
    request: symbolRequest,
    reply: quoteWithDepth,
  }),
  kline: endpoint({
    path: '/market/kline',
    access: 'public',
    summary: 'Bars of a period, oldest first',
    request: klineRequest,
    reply: klineReply,
  }),
  search: endpoint({
    path: '/market/search',
    access: 'public',
    summary: 'Instruments by code or name in any language',
    request: searchRequest,
    reply: searchReply,
  }),
  watchlist: endpoint({
    path: '/user/Optionallist',
    access: 'member',
    summary: 'My watchlist with quotes',
    request: watchlistRequest,
    reply: quotesReply,
  }),
  addWatch: endpoint({
    path: '/user/addOptional',
    access: 'member',
    summary: 'Add to my watchlist',
    request: watchlistChange,
    reply: noData,
  }),
  removeWatch: endpoint({
    path: '/user/removeOptional',
    access: 'member',
    summary: 'Remove from my watchlist',
    request: watchlistChange,
    reply: noData,
  }),
  newsList: endpoint({
    path: '/news/list',
    access: 'public',
    summary: 'News, newest first',
    request: newsListRequest,
    reply: newsListReply,
  }),
  newsDetail: endpoint({
    path: '/news/detail',
    access: 'public',
    summary: 'One article',
    request: newsIdRequest,
    reply: newsDetailReply,
  }),
} as const;
