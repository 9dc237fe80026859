/**
 * Member documents: a trade report per fill, a statement per month that has ended, and the annual
 * report per year that has ended with sales (issue 34's 特定口座 type is not here yet, so every
 * member with sales gets one; a year asked for without sales gets an empty one that says so).
 * Documents are made on the member's first ask and kept with the canonical JSON of their figures,
 * so a PDF is drawn again byte for byte the same in any language; `verify` recomputes the figures
 * from the ledger and compares the SHA-256.
 */
import { createHash } from 'node:crypto';
import type { Language } from '@kabuto/contracts';
import { canonicalJson, reject, toJapanTime, type DocumentFigures, type DocumentKind, type MemberId } from '@kabuto/domain';
import type { Database } from '../db/database';
import type { ConfigService } from '../settings/config.service';
import { firstCashMovement } from '../ledger/statements.service';
import { positionsClosedIn, positionsTouching, reportPosition } from '../trading/trade-reports.service';
import {
  annualFigures,
  monthBounds,
  monthlyFigures,
  tradeFigures,
  yearBounds,
  type AccountTypeOf,
  type FigureReaders,
} from './documents-figures';
import { renderDocument } from './documents-pdf';
import * as documents from './documents.repository';

export type DocumentsService = ReturnType<typeof createDocumentsService>;

export const sha256Of = (figures: DocumentFigures) => createHash('sha256').update(canonicalJson(figures), 'utf8').digest('hex');

/** The months from `first` up to, not including, `end` ("YYYY-MM"). */
export function monthsFrom(first: string, end: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text >= end) return months;
    months.push(text);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}

/** The document's own date: the fill's time, or the first instant after its month or year. */
function documentDate(figures: DocumentFigures): Date {
  if (figures.kind === 'trade') return new Date(figures.at);
  return figures.kind === 'monthly' ? monthBounds(figures.period).to : yearBounds(Number(figures.period)).to;
}

function toDocument(row: documents.DocumentRow) {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sha256: row.sha256,
    entries: row.entriesFrom === null || row.entriesTo === null ? null : { from: row.entriesFrom, to: row.entriesTo },
    empty: row.empty,
  };
}

export function createDocumentsService({
  db,
  clock,
  config,
  nameOf,
  accountTypeOf = async () => null,
}: {
  db: Database;
  clock: () => Date;
  config: ConfigService;
  nameOf: (symbol: string, language: Language) => string;
  /** Issue 34's account type of a member (`/tax/account`); null until it is wired in. */
  accountTypeOf?: AccountTypeOf;
}) {
  const readers: FigureReaders = { db: db.pool, accountTypeOf };

  const made = (memberId: number, kind: DocumentKind, period: string, subject: string, figures: DocumentFigures, now: Date) => ({
    memberId,
    kind,
    period,
    subject,
    figures: canonicalJson(figures),
    sha256: sha256Of(figures),
    entriesFrom: figures.entries?.from || null,
    entriesTo: figures.entries?.to || null,
    empty: figures.kind === 'annual' && figures.sales.length === 0,
    createdAt: now,
  });

  /** Makes every document the member is owed by `now` and has not got yet. */
  async function ensure(memberId: number, now: Date): Promise<void> {
    const have = await documents.subjectsOf(db.pool, memberId);
    const fresh: documents.NewDocument[] = [];
    // Up to and including `now`: a fill made in the same millisecond as the list is owed its report.
    for (const position of await positionsTouching(db.pool, memberId, new Date(0), new Date(now.getTime() + 1))) {
      const fills = [
        ...(position.orderNo ? [{ subject: position.orderNo, opening: true }] : []),
        ...(position.closedAt ? [{ subject: position.positionNo, opening: false }] : []),
      ];
      for (const fill of fills.filter((each) => !have.has(`trade:${each.subject}`))) {
        const figures = await tradeFigures(readers, memberId, position, fill.opening);
        fresh.push(made(memberId, 'trade', toJapanTime(new Date(figures.at)).date, fill.subject, figures, now));
      }
    }
    const first = await firstCashMovement(db.pool, memberId);
    const today = toJapanTime(now).date;
    if (first) {
      for (const month of monthsFrom(toJapanTime(first).date.slice(0, 7), today.slice(0, 7))) {
        if (have.has(`monthly:${month}`)) continue;
        fresh.push(made(memberId, 'monthly', month, month, await monthlyFigures(readers, memberId, month), now));
      }
      for (let year = toJapanTime(first).year; year < Number(today.slice(0, 4)); year += 1) {
        if (have.has(`annual:${year}`)) continue;
        const { from, to } = yearBounds(year);
        if ((await positionsClosedIn(db.pool, memberId, from, to)).length === 0) continue;
        fresh.push(made(memberId, 'annual', String(year), String(year), await annualFigures(readers, memberId, year), now));
      }
    }
    await documents.insertDocuments(db.pool, fresh);
  }

  async function figuresOf(memberId: number, row: documents.DocumentRow): Promise<DocumentFigures | null> {
    if (row.kind === 'monthly') return monthlyFigures(readers, memberId, row.period);
    if (row.kind === 'annual') return annualFigures(readers, memberId, Number(row.period));
    const stored = JSON.parse(row.figures) as { positionNo: string; opening: boolean };
    const position = await reportPosition(db.pool, memberId, Number(stored.positionNo.slice(1)));
    return position && tradeFigures(readers, memberId, position, stored.opening);
  }

  return {
    ensure,

    async list(memberId: MemberId, body: { kind?: DocumentKind; year?: number; page: number; size: number }) {
      const now = clock();
      await ensure(memberId, now);
      // A finished year asked for without sales still gets its annual report, which says so.
      const currentYear = toJapanTime(now).year;
      if (body.year !== undefined && body.year < currentYear && (body.kind === undefined || body.kind === 'annual')) {
        const figures = await annualFigures(readers, memberId, body.year);
        await documents.insertDocuments(db.pool, [made(memberId, 'annual', String(body.year), String(body.year), figures, now)]);
      }
      const { items, total } = await documents.listDocuments(db.pool, memberId, body);
      return { items: items.map(toDocument), total, page: body.page, size: body.size };
    },

    /** The document's PDF in `language`; 404 for another member's. */
    async pdf(memberId: number, id: number, language: Language) {
      const row = await documents.findDocument(db.pool, memberId, id);
      if (!row) return reject('not_found');
      const figures = JSON.parse(row.figures) as DocumentFigures;
      const settings = await config.snapshot();
      const bytes = await renderDocument(figures, {
        language,
        firmName: await settings.value('firmName'),
        firmRegistration: await settings.value('firmRegistration'),
        sha256: row.sha256,
        date: documentDate(figures),
        nameOf: (symbol) => nameOf(symbol, language),
      });
      return { bytes, fileName: `kabuto-${row.kind}-${row.subject}.pdf` };
    },

    async verify(memberId: MemberId, id: number) {
      const row = await documents.findDocument(db.pool, memberId, id);
      if (!row) return reject('not_found');
      const figures = await figuresOf(memberId, row);
      const recomputed = figures ? sha256Of(figures) : '';
      return {
        match: recomputed === row.sha256,
        sha256: row.sha256,
        recomputed,
        entries: row.entriesFrom === null || row.entriesTo === null ? null : { from: row.entriesFrom, to: row.entriesTo },
      };
    },

    async status() {
      const rows = await documents.documentStatus(db.pool);
      return {
        kinds: rows.map((row) => ({
          kind: row.kind,
          count: row.count,
          members: row.members,
          lastAt: row.last_at?.toISOString() ?? null,
        })),
      };
    },

    /** Staff's view of a member's documents, made first if the member has not asked yet. */
    async ofMember(memberId: number, page: number, size: number) {
      await ensure(memberId, clock());
      const { items, total } = await documents.listDocuments(db.pool, memberId, { page, size });
      return { items: items.map(toDocument), total, page, size };
    },
  };
}
