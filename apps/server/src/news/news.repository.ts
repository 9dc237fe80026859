/** SQL for news: articles staff write and the market notes written at each close. */
import type { Queryable } from '../db/database';
import type { Localized, NoteDraft } from './market-notes';

export type NewsKind = 'article' | 'market_note';

export interface NewsRow {
  id: number;
  kind: NewsKind;
  title: Localized;
  summary: Localized;
  body: Localized;
  source: string;
  symbols: string[];
  publishedAt: Date;
}

interface NewsRecord {
  id: number;
  kind: NewsKind;
  title: Localized;
  summary: Localized;
  body: Localized;
  source: string;
  symbols: string[];
  published_at: Date;
  total?: string;
}

const columns = 'id, kind, title, summary, body, source, symbols, published_at';

const toNews = (row: NewsRecord): NewsRow => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  body: row.body,
  source: row.source,
  symbols: row.symbols,
  publishedAt: row.published_at,
});

export interface NewsPage {
  rows: NewsRow[];
  total: number;
}

/** News not deleted, newest first, optionally only those about `symbol`. */
export async function listNews(
  db: Queryable,
  { symbol, page, size }: { symbol?: string | undefined; page: number; size: number },
): Promise<NewsPage> {
  const { rows } = await db.query<NewsRecord>(
    `SELECT ${columns}, count(*) OVER () AS total FROM news
      WHERE deleted_at IS NULL AND ($1::text IS NULL OR symbols @> ARRAY[$1::text])
      ORDER BY published_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [symbol ?? null, size, (page - 1) * size],
  );
  return { rows: rows.map(toNews), total: Number(rows[0]?.total ?? 0) };
}

/** One item not deleted; `lock` holds it for a change in the same transaction. */
export async function findNews(db: Queryable, id: number, lock = false): Promise<NewsRow | null> {
  const { rows } = await db.query<NewsRecord>(
    `SELECT ${columns} FROM news WHERE id = $1 AND deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ? toNews(rows[0]) : null;
}

export interface ArticleFields {
  title: Localized;
  summary: Localized;
  body: Localized;
  source: string;
  symbols: string[];
}

const articleValues = (article: ArticleFields) => [
  JSON.stringify(article.title),
  JSON.stringify(article.summary),
  JSON.stringify(article.body),
  article.source,
  article.symbols,
];

export async function insertArticle(db: Queryable, article: ArticleFields, publishedAt: Date): Promise<NewsRow> {
  const { rows } = await db.query<NewsRecord>(
    `INSERT INTO news (kind, title, summary, body, source, symbols, published_at)
     VALUES ('article', $1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [...articleValues(article), publishedAt],
  );
  if (!rows[0]) throw new Error('inserting an article returned no row');
  return toNews(rows[0]);
}

/** Changes an article's texts; its publication time stays, so it keeps its place in the list. */
export async function updateArticle(db: Queryable, id: number, article: ArticleFields): Promise<NewsRow> {
  const { rows } = await db.query<NewsRecord>(
    `UPDATE news SET title = $1, summary = $2, body = $3, source = $4, symbols = $5
      WHERE id = $6 AND kind = 'article' RETURNING ${columns}`,
    [...articleValues(article), id],
  );
  if (!rows[0]) throw new Error(`article ${id} vanished while locked`);
  return toNews(rows[0]);
}

export async function markDeleted(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE news SET deleted_at = $2 WHERE id = $1', [id, now]);
}

/** Writes market notes; a note whose key exists already is left as it was. Returns the keys written. */
export async function insertNotes(
  db: Queryable,
  notes: readonly NoteDraft[],
  source: string,
  publishedAt: Date,
): Promise<string[]> {
  if (notes.length === 0) return [];
  const { rows } = await db.query<{ note_key: string }>(
    `INSERT INTO news (kind, title, summary, body, source, symbols, published_at, note_key)
     SELECT 'market_note', title, summary, body, $5, ARRAY(SELECT jsonb_array_elements_text(symbols)), $6, note_key
       FROM unnest($1::jsonb[], $2::jsonb[], $3::jsonb[], $4::jsonb[], $7::text[]) AS t(title, summary, body, symbols, note_key)
     ON CONFLICT (note_key) DO NOTHING RETURNING note_key`,
    [
      notes.map((note) => JSON.stringify(note.title)),
      notes.map((note) => JSON.stringify(note.summary)),
      notes.map((note) => JSON.stringify(note.body)),
      notes.map((note) => JSON.stringify(note.symbols)),
      source,
      publishedAt,
      notes.map((note) => note.key),
    ],
  );
  return rows.map((row) => row.note_key);
}
