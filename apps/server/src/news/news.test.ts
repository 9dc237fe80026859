import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universeStocks } from '@kabuto/market';
import { startTestApp, type TestApp } from '../../test/test-app';
import { businessNoon, ownerToken, staffToken } from '../../test/fixtures';

let app: TestApp;
let support: string;
const [first, second] = universeStocks.map((stock) => stock.instrument.symbol);
beforeAll(async () => {
  app = await startTestApp({}, { startAt: businessNoon });
  support = await staffToken(app, 'support');
});
afterAll(() => app.close());

const blank = { en: '', tw: '', jp: '' };
const article = (changes: Record<string, unknown> = {}) => ({
  title: { en: 'Trading hours', tw: '交易時間', jp: '取引時間' },
  summary: { en: 'When the market trades.', tw: '市場何時交易。', jp: '市場が開いている時間。' },
  body: { en: 'The market opens at 9:00.', tw: '市場於 9:00 開盤。', jp: '市場は9:00に開きます。' },
  source: 'Kabuto',
  symbols: [],
  ...changes,
});

async function save(body: object, token = support) {
  return app.admin('/news/save', body, token);
}

async function publish(body: object): Promise<number> {
  const reply = await save(body);
  expect(reply.statusCode).toBe(200);
  app.clock.advance(60_000);
  return reply.body.data.id;
}

async function auditOf(id: number) {
  const entries: { action: string; target: string; staff: string; before: any; after: any }[] = (
    await app.admin('/audit/list', { keyword: `news:${id}`, page: 1, size: 20 }, await ownerToken(app))
  ).body.data.items;
  // The keyword matches `news:1` inside `news:12` too.
  return entries.filter((entry) => entry.target === `news:${id}`);
}

describe('articles', () => {
  it('publishes an article that members read newest first, in their language', async () => {
    const older = await publish(
      article({ title: { ...blank, en: 'Older news' }, summary: blank, body: { ...blank, en: 'Old.' } }),
    );
    const id = await publish(article());
    const english = (await app.call('/news/list', { page: 1, size: 2 }, { lang: 'en' })).body.data;
    expect(english.items.map((item: { id: number }) => item.id)).toEqual([id, older]);
    expect(english.items[0]).toEqual({
      id,
      kind: 'article',
      title: 'Trading hours',
      summary: 'When the market trades.',
      source: 'Kabuto',
      symbols: [],
      publishedAt: expect.any(String),
    });
    expect(english.total).toBeGreaterThanOrEqual(2);
    const japanese = (await app.call('/news/detail', { id }, { lang: 'jp' })).body.data;
    expect(japanese).toMatchObject({ id, title: '取引時間', summary: '市場が開いている時間。', body: '市場は9:00に開きます。' });
    const chinese = (await app.call('/news/detail', { id }, { lang: 'tw' })).body.data;
    expect(chinese).toMatchObject({ title: '交易時間', body: '市場於 9:00 開盤。' });
  });

  it.each([
    { case: 'an English reader of a Japanese-only article reads Japanese', versions: ['jp'], lang: 'en', reads: 'jp' },
    { case: 'a Chinese reader of an English-only article reads English', versions: ['en'], lang: 'tw', reads: 'en' },
    { case: 'a Chinese reader of English and Japanese reads Japanese first', versions: ['en', 'jp'], lang: 'tw', reads: 'jp' },
    { case: 'an English reader of a Chinese-only article reads Chinese', versions: ['tw'], lang: 'en', reads: 'tw' },
  ] as const)('falls back when a language version is empty: $case', async ({ versions, lang, reads }) => {
    const text = (label: string) => ({
      ...blank,
      ...Object.fromEntries(versions.map((language) => [language, `${label} ${language}`])),
    });
    const id = await publish(article({ title: text('Title'), summary: text('Summary'), body: text('Body') }));
    expect((await app.call('/news/detail', { id }, { lang })).body.data).toMatchObject({
      title: `Title ${reads}`,
      summary: `Summary ${reads}`,
      body: `Body ${reads}`,
    });
  });

  it('lists only the news about a symbol when one is asked for', async () => {
    const about = await publish(article({ symbols: [first, second] }));
    await publish(article({ symbols: [second] }));
    const list = (await app.call('/news/list', { symbol: first, page: 1, size: 20 })).body.data;
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([about]);
    expect(list.total).toBe(1);
    expect(list.items[0].symbols).toEqual([first, second]);
  });

  it('changes an article in place and audits the change with before and after', async () => {
    const id = await publish(article());
    const publishedAt = (await app.call('/news/detail', { id })).body.data.publishedAt;
    const changed = article({ id, title: { en: 'Trading hours (updated)', tw: '交易時間', jp: '取引時間' } });
    expect((await save(changed)).body.data).toEqual({ id });
    const detail = (await app.call('/news/detail', { id }, { lang: 'en' })).body.data;
    expect(detail).toMatchObject({ title: 'Trading hours (updated)', publishedAt });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'news.save',
      before: { id, title: { en: 'Trading hours' } },
      after: { id, title: { en: 'Trading hours (updated)' } },
    });
    expect(entry?.staff).toMatch(/^support-/);
    const staffList = (await app.admin('/news/list', { page: 1, size: 100 }, support)).body.data.items;
    expect(staffList.find((item: { id: number }) => item.id === id)).toMatchObject({
      kind: 'article',
      title: { en: 'Trading hours (updated)', tw: '交易時間', jp: '取引時間' },
      body: { jp: '市場は9:00に開きます。' },
    });
  });

  it('deletes an article softly: gone for readers and staff lists, kept in the audit log', async () => {
    const id = await publish(article());
    expect((await app.admin('/news/delete', { id }, support)).statusCode).toBe(200);
    expect((await app.call('/news/detail', { id })).statusCode).toBe(404);
    const lists = [
      (await app.call('/news/list', { page: 1, size: 100 })).body.data.items,
      (await app.admin('/news/list', { page: 1, size: 100 }, support)).body.data.items,
    ];
    for (const items of lists) expect(items.map((item: { id: number }) => item.id)).not.toContain(id);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'news.delete',
      before: { id, title: { en: 'Trading hours' } },
      after: { id, title: { en: 'Trading hours' }, deletedAt: app.clock.now.toISOString() },
    });
    expect(entry?.before.deletedAt).toBeUndefined();
    expect((await app.db.pool.query('SELECT deleted_at FROM news WHERE id = $1', [id])).rows[0].deleted_at).not.toBeNull();
    expect((await app.admin('/news/delete', { id }, support)).statusCode).toBe(404);
    expect((await save(article({ id }))).statusCode).toBe(404);
  });

  it.each([
    { case: 'no title in any language', changes: { title: blank }, fields: { title: 'required' } },
    { case: 'no body in any language', changes: { body: blank }, fields: { body: 'required' } },
    {
      case: 'a title without its body',
      changes: { body: { en: 'Body', tw: '', jp: '' } },
      fields: { 'body.tw': 'required', 'body.jp': 'required' },
    },
    {
      case: 'a body without its title',
      changes: { title: { en: 'Title', tw: '', jp: '' }, body: { en: 'Body', tw: '', jp: 'ボディ' } },
      // The Chinese summary is there without its title, too.
      fields: { 'title.jp': 'required', 'title.tw': 'required' },
    },
    { case: 'a title too long', changes: { title: { en: 'x'.repeat(201), tw: '', jp: '' } }, fields: { 'title.en': 'too_long' } },
    { case: 'no source', changes: { source: ' ' }, fields: { source: 'required' } },
    { case: 'an unknown symbol', changes: { symbols: [first, '0000'] }, fields: { symbols: 'not_allowed_value' } },
  ])('refuses $case', async ({ changes, fields }) => {
    const before = Number((await app.db.pool.query('SELECT count(*) FROM news')).rows[0].count);
    const reply = await save(article(changes));
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toMatchObject({ code: 'invalid_input' });
    expect(reply.body.fields).toEqual(fields);
    expect(Number((await app.db.pool.query('SELECT count(*) FROM news')).rows[0].count)).toBe(before);
  });

  it('lets owners and support write, and reviewers only read', async () => {
    const reviewer = await staffToken(app, 'reviewer');
    expect((await save(article(), reviewer)).statusCode).toBe(403);
    expect((await app.admin('/news/delete', { id: 1 }, reviewer)).statusCode).toBe(403);
    expect((await app.admin('/news/list', { page: 1, size: 5 }, reviewer)).statusCode).toBe(200);
    expect((await save(article(), await ownerToken(app))).statusCode).toBe(200);
    expect((await app.admin('/news/list', { page: 1, size: 5 })).statusCode).toBe(401);
  });

  it('answers 404 for news that does not exist', async () => {
    expect((await app.call('/news/detail', { id: 999_999 })).statusCode).toBe(404);
    expect((await save(article({ id: 999_999 }))).statusCode).toBe(404);
  });
});

describe('market notes', () => {
  it('are listed with articles but cannot be changed or deleted by staff', async () => {
    const note = { en: 'Top movers', tw: '漲跌幅排行', jp: '値上がり・値下がり上位' };
    const { rows } = await app.db.pool.query(
      `INSERT INTO news (kind, title, summary, body, source, published_at, note_key)
       VALUES ('market_note', $1, $1, $1, 'Kabuto market data (simulated)', $2, 'close:test') RETURNING id`,
      [JSON.stringify(note), app.clock.now],
    );
    const id: number = rows[0].id;
    app.clock.advance(60_000);
    const listed = (await app.admin('/news/list', { page: 1, size: 100 }, support)).body.data.items;
    expect(listed.find((item: { id: number }) => item.id === id)).toMatchObject({ kind: 'market_note', title: note });
    expect((await app.call('/news/detail', { id }, { lang: 'jp' })).body.data).toMatchObject({
      kind: 'market_note',
      title: '値上がり・値下がり上位',
    });
    expect((await save(article({ id }))).statusCode).toBe(409);
    expect((await app.admin('/news/delete', { id }, support)).statusCode).toBe(409);
    expect((await app.call('/news/detail', { id }, { lang: 'en' })).body.data.title).toBe('Top movers');
    expect(await auditOf(id)).toEqual([]);
  });
});
