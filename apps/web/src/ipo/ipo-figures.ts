/**
 * The IPO screens' arithmetic and timing, with the server's own rules from @kabuto/domain: what
 * applying for some lots holds (the margin of the position they become, as offerings.service
 * holds it), which tab an offering is listed under, and the next moment its clock waits for.
 */
import { allotmentCost, formatAmount as wireAmount, parsePrice } from '@kabuto/domain';
import type { ReplyOf, offeringsMemberApi } from '@kabuto/contracts';

export type Offering = ReplyOf<typeof offeringsMemberApi.ipoList>[number];
export type IpoTab = 'upcoming' | 'subscribing' | 'ended';
export const ipoTabs: readonly IpoTab[] = ['upcoming', 'subscribing', 'ended'];

/** The tab an offering is listed under: every state after the window is "ended". */
export function tabOf(status: Offering['status']): IpoTab {
  if (status === 'upcoming' || status === 'subscribing') return status;
  return 'ended';
}

/** Yen held for `lots` lots at `price` (a decimal string) of `lotSize` shares: price × lots × lotSize, as a wire amount. */
export function amountToHold(price: string, lots: number, lotSize: number): string {
  const parsed = parsePrice(price);
  if (parsed === null) throw new Error(`not a price: ${price}`);
  return wireAmount(allotmentCost(parsed, lots, lotSize));
}

/** What is missing from `available` to cover `amount` (whole-yen wire strings), or null when it covers it. */
export function shortfall(amount: string, available: string): string | null {
  const need = BigInt(amount.split('.')[0] ?? '0');
  const have = BigInt(available.split('.')[0] ?? '0');
  return need > have ? (need - have).toString() : null;
}

/** Lots as typed: a whole number from 1 to `max`, or null. */
export function parseLots(text: string, max: number): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const lots = Number(text);
  return lots >= 1 && lots <= max ? lots : null;
}

export type Milestone = 'opensIn' | 'closesIn' | 'drawIn' | 'listsIn';

/** The next time the offering's clock moves it, with the words for it; null once nothing is ahead. */
export function nextMilestone(offering: Offering, nowMs: number): { kind: Milestone; at: string } | null {
  const ahead: [Milestone, string][] = [
    ['opensIn', offering.subscribeStart],
    ['closesIn', offering.subscribeEnd],
    ['drawIn', offering.drawAt],
    ['listsIn', offering.listingAt],
  ];
  if (offering.status === 'cancelled' || offering.status === 'listed') return null;
  const next = ahead.find(([, at]) => Date.parse(at) > nowMs);
  return next ? { kind: next[0], at: next[1] } : null;
}

export interface Duration {
  unit: 'days' | 'hours' | 'minutes' | 'seconds';
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A wait split for a countdown, in the largest unit that reads well (never below zero). */
export function splitDuration(ms: number): Duration {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  return { unit: days > 0 ? 'days' : hours > 0 ? 'hours' : minutes > 0 ? 'minutes' : 'seconds', days, hours, minutes, seconds };
}

/** A commitment shortened for a list row: the first and last eight hex digits. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;
}
