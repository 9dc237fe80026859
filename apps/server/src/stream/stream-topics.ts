/**
 * The topics a stream client may name. Market topics are public and the same on the bus as on
 * the wire. Private topics stand for the signed-in member's own bus topic (`member:<id>:orders`),
 * so another domain publishes to a member by id without knowing where, or whether, they are
 * connected.
 */
import type { Bus } from '../market/market-feed.service';
import { depthMessage, indicesMessage, quoteMessage } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';

export const privateTopics = ['account', 'orders', 'positions', 'messages', 'support'] as const;
export type PrivateTopic = (typeof privateTopics)[number];

/** The bar periods market-publisher.ts streams; longer ones are rolled up on request by /market/kline. */
const streamedBarPeriods: ReadonlySet<string> = new Set(['1m', '1d']);

export type TopicRequest = { kind: 'market'; topic: string } | { kind: 'private'; name: PrivateTopic } | { kind: 'unknown' };

const unknown: TopicRequest = { kind: 'unknown' };

export function parseTopic(topic: string, store: QuoteStore): TopicRequest {
  if (topic === 'indices') return { kind: 'market', topic };
  const privateName = privateTopics.find((name) => name === topic);
  if (privateName) return { kind: 'private', name: privateName };
  const [kind, symbol = '', period, ...rest] = topic.split(':');
  const instrument = store.get(symbol)?.instrument;
  if (!instrument || rest.length > 0) return unknown;
  const known =
    (kind === 'quote' && period === undefined) ||
    // An index has no order book, so there is no depth to stream.
    (kind === 'depth' && period === undefined && instrument.kind === 'stock') ||
    (kind === 'kline' && period !== undefined && streamedBarPeriods.has(period));
  return known ? { kind: 'market', topic } : unknown;
}

export function memberTopic(memberId: number, name: PrivateTopic): string {
  return `member:${memberId}:${name}`;
}

/**
 * Sends `data` to one member's private topic, on whichever nodes they are connected to. Publish
 * the state (the account's balances, the open orders), not a change to it: a client that reads
 * slowly is sent only the latest message of each topic.
 */
export function publishToMember(bus: Bus, memberId: number, name: PrivateTopic, data: unknown): void {
  bus.publish(memberTopic(memberId, name), JSON.stringify(data));
}

/**
 * The current state of a market topic, serialised the way the publisher serialises its changes,
 * so a new subscriber need not wait for the next step; null for topics that have none (bars:
 * the chart loads them from /market/kline).
 */
export function snapshotOf(topic: string, store: QuoteStore): string | null {
  if (topic === 'indices') return JSON.stringify(indicesMessage(store));
  const [kind, symbol = ''] = topic.split(':');
  const state = store.get(symbol);
  if (!state) return null;
  if (kind === 'quote') return JSON.stringify(quoteMessage(store, symbol));
  if (kind === 'depth') return JSON.stringify(depthMessage(store, state, state.updatedAt));
  return null;
}
