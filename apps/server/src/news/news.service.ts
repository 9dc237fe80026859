/**
 * News: members read articles and market notes in their language; staff write, change and
 * delete articles (market notes are written by the market close alone and never edited).
 */
import type { z } from 'zod';
import type { newsListRequest, newsSaveRequest } from '@kabuto/contracts';
import { reject, rejectField, type Rejection } from '@kabuto/domain';
import { languages, marketNoteSource, type Language } from '@kabuto/i18n';
import type { Database } from '../db/database';
import type { AuditTrail } from '../platform/audit';
import type { Localized, NoteDraft } from './market-notes';

export type { Localized } from './market-notes';
import * as news from './news.repository';

export type NewsService = ReturnType<typeof createNewsService>;

/** The version a reader gets: their language, else Japanese, else English, else whatever exists. */
export function readingLanguage(title: Localized, wanted: Language): Language {
  const order: Language[] = [wanted, 'jp', 'en', 'tw'];
  return order.find((language) => title[language] !== '') ?? wanted;
}

function forReader(row: news.NewsRow, wanted: Language) {
  const language = readingLanguage(row.title, wanted);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title[language],
    summary: row.summary[language],
    source: row.source,
    symbols: row.symbols,
    publishedAt: row.publishedAt.toISOString(),
    body: row.body[language],
  };
}

const forStaff = (row: news.NewsRow) => ({ ...row, publishedAt: row.publishedAt.toISOString() });

/**
 * A language version is whole or absent: a title without a body (or a summary without a
 * title) would show readers half an article, so it is refused field by field.
 */
function incompleteVersions(body: z.output<typeof newsSaveRequest>): Rejection | null {
  const fields: Record<string, 'required'> = {};
  for (const language of languages) {
    const { [language]: title } = body.title;
    if (title && !body.body[language]) fields[`body.${language}`] = 'required';
    if (!title && (body.body[language] || body.summary[language])) fields[`title.${language}`] = 'required';
  }
  return Object.keys(fields).length > 0 ? { rejected: 'invalid_input', fields } : null;
}

export function createNewsService({
  db,
  clock,
  hasInstrument,
}: {
  db: Database;
  clock: () => Date;
  /** Whether a symbol is listed: the market service's answer, so news never reads its tables. */
  hasInstrument: (symbol: string) => boolean;
}) {
  return {
    async list(body: z.output<typeof newsListRequest>, language: Language) {
      const page = await news.listNews(db.pool, body);
      const items = page.rows.map((row) => {
        const { body: _text, ...item } = forReader(row, language);
        return item;
      });
      return { items, total: page.total, page: body.page, size: body.size };
    },

    async detail(id: number, language: Language) {
      const row = await news.findNews(db.pool, id);
      return row ? forReader(row, language) : reject('not_found');
    },

    async adminList(body: { page: number; size: number }) {
      const page = await news.listNews(db.pool, body);
      return { items: page.rows.map(forStaff), total: page.total, page: body.page, size: body.size };
    },

    async save(body: z.output<typeof newsSaveRequest>, audit: AuditTrail): Promise<{ id: number } | Rejection> {
      const incomplete = incompleteVersions(body);
      if (incomplete) return incomplete;
      const symbols = [...new Set(body.symbols.map((symbol) => symbol.toUpperCase()))];
      if (!symbols.every(hasInstrument)) return rejectField('symbols', 'not_allowed_value');
      const fields = { title: body.title, summary: body.summary, body: body.body, source: body.source, symbols };
      return db.transaction(async (tx) => {
        const before = body.id === undefined ? null : await news.findNews(tx, body.id, true);
        if (body.id !== undefined && !before) return reject('not_found');
        if (before && before.kind !== 'article') return reject('wrong_state');
        const after = before ? await news.updateArticle(tx, before.id, fields) : await news.insertArticle(tx, fields, clock());
        await audit.record(tx, {
          action: 'news.save',
          target: `news:${after.id}`,
          before: before && forStaff(before),
          after: forStaff(after),
        });
        return { id: after.id };
      });
    },

    async remove(id: number, audit: AuditTrail): Promise<Record<string, never> | Rejection> {
      return db.transaction(async (tx) => {
        const before = await news.findNews(tx, id, true);
        if (!before) return reject('not_found');
        if (before.kind !== 'article') return reject('wrong_state');
        const now = clock();
        await news.markDeleted(tx, id, now);
        await audit.record(tx, {
          action: 'news.delete',
          target: `news:${id}`,
          before: forStaff(before),
          // The whole item again, so the log shows the deletion as the one field that changed.
          after: { ...forStaff(before), deletedAt: now.toISOString() },
        });
        return {};
      });
    },

    /** Writes a trading date's market notes; those written before stay as they were. */
    writeNotes(notes: readonly NoteDraft[], now: Date): Promise<string[]> {
      return db.transaction((tx) => news.insertNotes(tx, notes, marketNoteSource, now));
    },
  };
}

/** Publishes an article in the caller's transaction (the demo seed's), dated `publishedAt`. */
export { insertArticle as publishArticle } from './news.repository';
