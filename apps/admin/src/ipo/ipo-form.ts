/**
 * The IPO editor's values and the `/ipo/save` body. Staff type times in Japan time (the market's
 * clock, as every time in the back office is shown), as `YYYY-MM-DD HH:mm`; the body carries
 * them as ISO 8601 with the +09:00 offset, which the server stores as the instant it is.
 */
import type { adminApi, ReplyOf, RequestOf } from '@kabuto/contracts';

export type IpoRow = ReplyOf<typeof adminApi.ipoList>[number];
export type IpoSaveBody = RequestOf<typeof adminApi.ipoSave>;
export type Board = IpoSaveBody['board'];

export const timeFields = ['subscribeStart', 'subscribeEnd', 'drawAt', 'payBy', 'listingAt'] as const;
export type TimeField = (typeof timeFields)[number];

export interface IpoFormValues {
  symbol: string;
  nameEn: string;
  nameTw: string;
  nameJp: string;
  board: Board;
  price: string;
  lotsOffered: string;
  maxLotsPerMember: string;
  subscribeStart: string;
  subscribeEnd: string;
  drawAt: string;
  payBy: string;
  listingAt: string;
}

const japanOffsetMs = 9 * 3_600_000;
const japanPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** `2026-12-01 09:00` (Japan time) → `2026-12-01T09:00:00+09:00`, or null when it is not such a time. */
export function japanInputToIso(text: string): string | null {
  const match = japanPattern.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:00+09:00`;
  // Reject 2026-02-30 and 25:00: the instant must read back as the same Japan time.
  return Number.isNaN(Date.parse(iso)) || isoToJapanInput(iso) !== `${year}-${month}-${day} ${hour}:${minute}` ? null : iso;
}

/** An instant as the editor shows it: Japan time, `YYYY-MM-DD HH:mm`. */
export function isoToJapanInput(iso: string): string {
  const japan = new Date(Date.parse(iso) + japanOffsetMs).toISOString();
  return `${japan.slice(0, 10)} ${japan.slice(11, 16)}`;
}

/** The times must follow each other: opens < closes ≤ draw < pay by < listing. The server says the same. */
export function timeOrderProblem(values: Pick<IpoFormValues, TimeField>): string | null {
  const at = timeFields.map((field) => Date.parse(japanInputToIso(values[field]) ?? ''));
  if (at.some(Number.isNaN)) return null;
  const [start = 0, end = 0, draw = 0, payBy = 0, listing = 0] = at;
  if (!(start < end)) return 'Subscription must close after it opens.';
  if (!(end <= draw)) return 'The draw must be at or after subscription closes.';
  if (!(draw < payBy)) return 'Pay-by must be after the draw.';
  if (!(payBy <= listing)) return 'Listing must be at or after pay-by.';
  return null;
}

/** A blank form an hour from now, or the offering's own terms. */
export function initialValues(existing: IpoRow | null, nowMs: number): IpoFormValues {
  if (existing) {
    return {
      symbol: existing.symbol,
      nameEn: existing.names.en,
      nameTw: existing.names.tw,
      nameJp: existing.names.jp,
      board: existing.board === 'prime' || existing.board === 'standard' ? existing.board : 'growth',
      price: existing.price.replace(/\.0+$/, ''),
      lotsOffered: String(existing.lotsOffered),
      maxLotsPerMember: String(existing.maxLotsPerMember),
      subscribeStart: isoToJapanInput(existing.subscribeStart),
      subscribeEnd: isoToJapanInput(existing.subscribeEnd),
      drawAt: isoToJapanInput(existing.drawAt),
      payBy: isoToJapanInput(existing.payBy),
      listingAt: isoToJapanInput(existing.listingAt),
    };
  }
  const hour = 3_600_000;
  const start = Math.ceil(nowMs / hour) * hour + hour;
  const day = 24 * hour;
  const at = (offsetMs: number) => isoToJapanInput(new Date(start + offsetMs).toISOString());
  return {
    symbol: '',
    nameEn: '',
    nameTw: '',
    nameJp: '',
    board: 'growth',
    price: '',
    lotsOffered: '',
    maxLotsPerMember: '',
    subscribeStart: at(0),
    subscribeEnd: at(3 * day),
    drawAt: at(3 * day + hour),
    payBy: at(5 * day),
    listingAt: at(7 * day),
  };
}

/** The body to send; a time that does not parse goes as typed, so the server names the field. */
export function ipoSaveBody(values: IpoFormValues, existing: IpoRow | null): IpoSaveBody {
  const time = (field: TimeField) => japanInputToIso(values[field]) ?? values[field];
  return {
    ...(existing ? { id: existing.id } : {}),
    symbol: values.symbol.trim(),
    name: { en: values.nameEn.trim(), tw: values.nameTw.trim(), jp: values.nameJp.trim() },
    board: values.board,
    price: values.price.trim(),
    lotsOffered: Number(values.lotsOffered),
    maxLotsPerMember: Number(values.maxLotsPerMember),
    subscribeStart: time('subscribeStart'),
    subscribeEnd: time('subscribeEnd'),
    drawAt: time('drawAt'),
    payBy: time('payBy'),
    listingAt: time('listingAt'),
  };
}

/** Statuses in which staff may still send a change (the server decides which fields may change). */
export function mayEdit(row: IpoRow): boolean {
  return row.status !== 'cancelled' && row.status !== 'listed';
}

/** An offering can be cancelled until it lists. */
export function mayCancel(row: IpoRow): boolean {
  return row.status !== 'cancelled' && row.status !== 'listed';
}
