/**
 * Reads what the live stream sends, with the same contract schemas the calls use. A quote on the
 * stream carries its name in every language (`names`), since one message serves every member;
 * the reader keeps the member's.
 */
import { barSchema, quoteSchema, quoteWithDepth, type ReplyOf, marketMemberApi } from '@kabuto/contracts';
import type { Language } from '@kabuto/i18n';
import type { Quote } from '../api/market-queries';

/** A bar of `/market/kline`, as the chart's calls read it (`Bar` in market/api/get-kline). */
type Bar = ReplyOf<typeof marketMemberApi.kline>[number];

/** A quote from the stream, named in the member's language when the message says how. */
export type LiveQuote = Omit<Quote, 'name'> & { name: string | null };

const depthMessage = quoteWithDepth.pick({ depth: true });
export type Depth = ReturnType<typeof depthMessage.parse>['depth'];

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

export function readLiveQuote(data: unknown, language: Language): LiveQuote | null {
  const parsed = quoteSchema.safeParse(data);
  if (!parsed.success) return null;
  const name = field(field(data, 'names'), language);
  return { ...parsed.data, name: typeof name === 'string' && name !== '' ? name : null };
}

/** The `indices` topic: every index in one message. */
export function readLiveIndices(data: unknown, language: Language): LiveQuote[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item) => readLiveQuote(item, language) ?? []);
}

export function readLiveDepth(data: unknown): { depth: Depth; time: string } | null {
  const parsed = depthMessage.safeParse(data);
  const time = field(data, 'time');
  return parsed.success ? { depth: parsed.data.depth, time: typeof time === 'string' ? time : '' } : null;
}

/** `kline:<symbol>:<period>`: the growing newest bar. */
export function readLiveBar(data: unknown): Bar | null {
  const parsed = barSchema.safeParse(field(data, 'bar'));
  return parsed.success ? parsed.data : null;
}

/**
 * A row with the stream's newer figures laid over it. An older message (one that left before
 * the row was fetched) changes nothing; the name stays when the message has none in this language.
 */
export function withLiveQuote<Row extends Quote>(row: Row, live: LiveQuote | undefined): Row {
  if (!live || live.symbol !== row.symbol || live.updatedAt < row.updatedAt) return row;
  return { ...row, ...live, name: live.name ?? row.name };
}
