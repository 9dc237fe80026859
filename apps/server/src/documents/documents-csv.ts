/**
 * CSV exports of the member's fund records, orders, closed positions and annual figures, read
 * through the same queries as the screens (funds' fund records, trading's order and position lists,
 * the annual report's figures), page by page. UTF-8 with a byte-order mark so Excel in Japan opens
 * it as UTF-8, CRLF line ends, header names and labels in the member's language, amounts as the
 * screens' decimal strings without symbol or separators so a spreadsheet reads them as numbers.
 */
import type { Language } from '@kabuto/contracts';
import { asMemberId, type MemberId } from '@kabuto/domain';
import { catalogs, csvTexts } from '@kabuto/i18n';
import type { Queryable } from '../db/database';
import { fundRecords } from '../funds/fund-records.service';
import { annualFigures, type AccountTypeOf } from './documents-figures';

type CsvKind = 'records' | 'orders' | 'closed' | 'annual';
type Page<T> = { items: T[]; total: number };

interface OrderItem {
  orderNo: string;
  createdAt: string;
  symbol: string;
  name: string;
  direction: 'long' | 'short';
  type: string;
  product: 'normal' | 'day';
  price: string | null;
  shares: number;
  status: string;
  fillPrice: string | null;
  fee: string | null;
  stampDuty: string | null;
}
interface PositionItem {
  positionNo: string;
  symbol: string;
  name: string;
  direction: 'long' | 'short';
  shares: number;
  buyPrice: string;
  sellPrice: string | null;
  buyTime: string;
  sellTime: string | null;
  fee: string;
  stampDuty: string;
  pnl: string;
}

export interface CsvSources {
  db: Queryable;
  clockYear: () => number;
  accountTypeOf: AccountTypeOf;
  /** Trading's lists, as `/trade/orders` and `/trade/positions` answer them. */
  orders: (memberId: MemberId, filter: { page: number; size: number }, language: Language) => Promise<Page<OrderItem>>;
  positions: (
    memberId: MemberId,
    filter: { status: 'closed'; page: number; size: number },
    language: Language,
  ) => Promise<Page<PositionItem>>;
}

export type DocumentsCsv = ReturnType<typeof createDocumentsCsv>;

const pageSize = 100;

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Every page of a list, in the list's own order. */
async function allPages<T>(read: (page: number) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items: batch, total } = await read(page);
    items.push(...batch);
    if (batch.length === 0 || items.length >= total) return items;
  }
}

/** An instant as Japan's wall clock, "2026-11-25 16:00:00". */
const japanTime = (iso: string | null) =>
  iso === null ? '' : new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export function createDocumentsCsv(sources: CsvSources) {
  async function rowsOf(memberId: MemberId, kind: CsvKind, year: number, language: Language) {
    const texts = catalogs[language];
    if (kind === 'records') {
      const records = await allPages((page) => fundRecords(sources.db, memberId, { page, size: pageSize }));
      const lines = texts.records.lines as Record<string, string>;
      return records.map((record) => [
        japanTime(record.createdAt),
        texts.records.types[record.type],
        (lines[record.reason] ?? record.reason).replace('{{reference}}', record.reference),
        record.reference,
        texts.records.buckets[record.bucket],
        record.amount,
        record.balanceAfter,
        record.currency,
        texts.records.status[record.status],
      ]);
    }
    if (kind === 'orders') {
      const orders = await allPages((page) => sources.orders(memberId, { page, size: pageSize }, language));
      return orders.map((order) => [
        order.orderNo,
        japanTime(order.createdAt),
        order.symbol,
        order.name,
        texts.positions.directions[order.direction],
        order.type,
        texts.positions.products[order.product],
        order.price,
        order.shares,
        order.status,
        order.fillPrice,
        order.fee,
        order.stampDuty,
      ]);
    }
    if (kind === 'closed') {
      const positions = await allPages((page) =>
        sources.positions(memberId, { status: 'closed', page, size: pageSize }, language),
      );
      return positions.map((position) => [
        position.positionNo,
        position.symbol,
        position.name,
        texts.positions.directions[position.direction],
        position.shares,
        position.buyPrice,
        position.sellPrice,
        japanTime(position.buyTime),
        japanTime(position.sellTime),
        position.fee,
        position.stampDuty,
        position.pnl,
      ]);
    }
    const figures = await annualFigures({ db: sources.db, accountTypeOf: sources.accountTypeOf }, memberId, year);
    const csv = csvTexts[language];
    return [
      ...figures.sales.map((sale) => [
        sale.positionNo,
        sale.symbol,
        japanTime(sale.closedAt),
        sale.shares,
        sale.proceeds,
        sale.cost,
        sale.gain,
      ]),
      [csv.total, '', '', '', figures.proceeds, figures.cost, figures.net],
      [csv.taxWithheld, '', '', '', '', '', figures.taxWithheld],
      [csv.taxRefunded, '', '', '', '', '', figures.taxRefunded],
    ];
  }

  return {
    async export(memberId: number, kind: CsvKind, year: number | undefined, language: Language) {
      const chosenYear = year ?? sources.clockYear();
      const rows = await rowsOf(asMemberId(memberId), kind, chosenYear, language);
      const texts = csvTexts[language];
      const suffix = kind === 'annual' ? `-${chosenYear}` : '';
      return { text: csvText(texts[kind], rows), fileName: `kabuto-${texts.files[kind]}${suffix}.csv` };
    },
  };
}
