/**
 * The reconcile test of issue 35: a member lives a random year of activity (deposits, buys and
 * sells across 2025, some positions left open over month-ends), then in January 2026 every
 * document owed is made; each PDF's text is extracted with pdfjs-dist and every figure in it is
 * checked against the ledger and trading's rows read here with SQL of the test's own. Then: the
 * same figures give byte-identical PDFs, `/documents/verify` matches (and not once a fingerprint is
 * off), another member's document is 404, and a year without sales gets an empty report saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isJapanBusinessDate } from '@kabuto/domain';
import { formatMoney, formatNumber, statementTexts } from '@kabuto/i18n';
import { startTestApp, type TestApp } from '../../test/test-app';
import { deposit, fundedMember, verifiedMember, type Session } from '../../test/fixtures';
import { bookAround, setBook, standardStock } from '../../test/market-fixtures';

let app: TestApp;
let symbol: string;
let member: Session;
let memberId: number;
const seed = Number(process.env.DOCUMENTS_SEED ?? Date.now() % 1_000_000);

/** mulberry32: the year's choices from one printed seed, so a failure can be replayed. */
function random(state = seed) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function signIn(session: Session): Promise<Session> {
  const reply = await app.call('/user/login', { account: session.account, password: 'hanami2026', agree: true });
  expect(reply.statusCode).toBe(200);
  return { ...session, token: reply.body.data.token };
}

/** Noon in Japan of the first business day on or after `day` of the month. */
function businessNoonOf(month: number, day: number): Date {
  for (let d = day; ; d += 1) {
    const date = `2025-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    if (isJapanBusinessDate(date)) return new Date(`${date}T03:00:00Z`);
  }
}

async function liveTheYear() {
  const next = random();
  const open: number[] = [];
  for (let month = 1; month <= 12; month += 1) {
    for (const day of [2 + Math.floor(next() * 8), 12 + Math.floor(next() * 8)]) {
      app.clock.now = businessNoonOf(month, day);
      member = await signIn(member);
      if (next() < 0.4) await deposit(app, member, String(100_000 + Math.floor(next() * 4) * 50_000));
      const price = String(1_900 + Math.floor(next() * 500));
      setBook(app, symbol, bookAround(price));
      if (next() < 0.7) {
        const direction = next() < 0.75 ? 'long' : 'short';
        const placed = await app.call(
          '/trade/order',
          { symbol, direction, type: 'market', lots: 1 + Math.floor(next() * 2), leverage: 1, product: 'normal' },
          member,
        );
        expect(placed.statusCode, JSON.stringify(placed.body)).toBe(200);
        if (placed.body.data.positionId) open.push(placed.body.data.positionId);
      }
      if (open.length > 1 && next() < 0.6) {
        const positionId = open.splice(Math.floor(next() * open.length), 1)[0];
        const closed = await app.call('/trade/close', { positionId }, member);
        expect(closed.statusCode, JSON.stringify(closed.body)).toBe(200);
      }
    }
  }
  // At least one sale in the year, whatever the draws were.
  app.clock.now = new Date('2025-12-26T03:00:00Z');
  member = await signIn(member);
  setBook(app, symbol, bookAround('2200'));
  const placed = await app.call(
    '/trade/order',
    { symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
    member,
  );
  expect((await app.call('/trade/close', { positionId: placed.body.data.positionId }, member)).statusCode).toBe(200);
}

beforeAll(async () => {
  app = await startTestApp({}, { market: true, startAt: new Date('2025-01-02T03:00:00Z') });
  await app.stopMarket();
  symbol = standardStock(app);
  app.clock.now = new Date('2025-01-06T03:00:00Z');
  member = await fundedMember(app, '2000000');
  memberId = (await app.db.pool.query('SELECT member_id FROM member_directory WHERE account = $1', [member.account])).rows[0]
    .member_id;
  await liveTheYear();
  app.clock.now = new Date('2026-01-13T03:00:00Z');
  member = await signIn(member);
}, 240_000);
afterAll(() => app.close());

type Listed = {
  id: number;
  kind: 'trade' | 'monthly' | 'annual';
  period: string;
  subject: string;
  sha256: string;
  entries: { from: string; to: string } | null;
  empty: boolean;
};

async function allDocuments(session: Session): Promise<Listed[]> {
  const items: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await app.call('/documents/list', { page, size: 100 }, session);
    expect(reply.statusCode).toBe(200);
    items.push(...reply.body.data.items);
    if (items.length >= reply.body.data.total) return items;
  }
}

async function pdfOf(id: number, lang = 'jp'): Promise<Buffer> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/vue/documents/get',
    payload: { id, lang },
    headers: { ...member },
  });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toBe('application/pdf');
  return reply.rawPayload;
}

/** The text of every page, spaces removed so a figure split across text runs is found whole. */
async function textOf(bytes: Buffer): Promise<{ text: string; keywords: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  const { info } = (await pdf.getMetadata()) as { info: { Keywords?: string } };
  await pdf.destroy();
  return { text: text.replace(/\s+/g, ''), keywords: info.Keywords ?? '' };
}

const yen = (minor: bigint | string) => formatMoney(String(minor)).replace(/\s+/g, '');
const signed = (minor: bigint | string) => formatMoney(String(minor), undefined, true);

/** Yen cash (available + frozen) before an instant, summed from postings: the ledger's own truth. */
async function cashBefore(at: Date): Promise<bigint> {
  const { rows } = await app.db.pool.query(
    `SELECT coalesce(sum(p.amount), 0)::text AS cash FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
      WHERE a.member_id = $1 AND a.currency = 'JPY' AND a.bucket IN ('available', 'frozen') AND e.created_at < $2`,
    [memberId, at],
  );
  return BigInt(rows[0].cash);
}

describe('documents reconcile to the ledger', () => {
  it(`makes every document of a random year (seed ${seed}) and every figure in each PDF is the ledger's`, async () => {
    const documents = await allDocuments(member);
    const { rows: positions } = await app.db.pool.query(
      `SELECT id, order_id, status FROM positions WHERE member_id = $1 ORDER BY id`,
      [memberId],
    );
    const fills = positions.length + positions.filter((row) => row.status === 'closed').length;
    expect(documents.filter((document) => document.kind === 'trade')).toHaveLength(fills);
    expect(
      documents
        .filter((document) => document.kind === 'monthly')
        .map((document) => document.period)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`));
    expect(documents.filter((document) => document.kind === 'annual').map((document) => document.period)).toEqual(['2025']);

    for (const document of documents) {
      const { text, keywords } = await textOf(await pdfOf(document.id));
      expect(text).toContain(document.sha256);
      expect(keywords).toContain(`sha256:${document.sha256}`);
      if (document.entries) expect(text).toContain(`${document.entries.from}–${document.entries.to}`);
      if (document.kind === 'monthly') await checkMonthly(document, text);
      if (document.kind === 'trade') await checkTrade(document, text);
      if (document.kind === 'annual') await checkAnnual(text);
    }
  }, 240_000);

  it('draws the same figures into byte-identical PDFs, in each language', async () => {
    const [first] = await allDocuments(member);
    for (const lang of ['jp', 'en', 'tw']) {
      expect((await pdfOf(first!.id, lang)).equals(await pdfOf(first!.id, lang))).toBe(true);
    }
    const english = await textOf(await pdfOf(first!.id, 'en'));
    expect(english.text).toContain(statementTexts.en.fingerprint.replace(/\s+/g, ''));
  });

  it('verifies each document against the ledger, and answers mismatch once its fingerprint is off', async () => {
    const documents = await allDocuments(member);
    for (const document of documents.slice(0, 6)) {
      const reply = await app.call('/documents/verify', { id: document.id }, member);
      expect(reply.body.data).toMatchObject({ match: true, sha256: document.sha256, recomputed: document.sha256 });
    }
    const target = documents[0]!;
    await app.db.pool.query(`UPDATE member_documents SET sha256 = repeat('0', 64) WHERE id = $1`, [target.id]);
    expect((await app.call('/documents/verify', { id: target.id }, member)).body.data.match).toBe(false);
    await app.db.pool.query(`UPDATE member_documents SET sha256 = $2 WHERE id = $1`, [target.id, target.sha256]);
  });

  it("answers 404 for another member's document, and an empty annual report for a year without sales", async () => {
    const other = await signIn(await verifiedMember(app));
    const [mine] = await allDocuments(member);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/vue/documents/get',
      payload: { id: mine!.id },
      headers: { ...other },
    });
    expect(reply.statusCode).toBe(404);
    expect((await app.call('/documents/verify', { id: mine!.id }, other)).statusCode).toBe(404);
    const listed = (await app.call('/documents/list', { kind: 'annual', year: 2024, page: 1, size: 10 }, member)).body.data;
    expect(listed.items).toMatchObject([{ kind: 'annual', period: '2024', empty: true }]);
    const { text } = await textOf(await pdfOf(listed.items[0].id, 'en'));
    expect(text).toContain(statementTexts.en.noSales.replace(/\s+/g, ''));
  });
});

async function checkMonthly(document: Listed, text: string) {
  const [year, month] = document.period.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1, 1) - 9 * 3_600_000);
  const to = new Date(Date.UTC(year, month, 1) - 9 * 3_600_000);
  expect(text).toContain(yen(await cashBefore(from)));
  expect(text).toContain(yen(await cashBefore(to)));
  // Every entry on the member's cash in the month, with its net amount.
  const { rows } = await app.db.pool.query(
    `SELECT e.id::text AS id, sum(p.amount)::text AS amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id = $1 AND a.currency = 'JPY' AND a.bucket IN ('available', 'frozen') AND e.created_at >= $2 AND e.created_at < $3
      GROUP BY e.id, a.bucket ORDER BY e.id`,
    [memberId, from, to],
  );
  for (const row of rows) expect(text).toContain(`#${row.id}`);
  for (const row of rows) expect(text).toContain(signed(row.amount).replace(/\s+/g, ''));
}

async function checkTrade(document: Listed, text: string) {
  const opening = document.subject.startsWith('O');
  const { rows } = await app.db.pool.query(
    `SELECT p.shares, p.opening_fee, p.closing_fee, p.stamp_duty, p.entry_notional, p.close_notional
       FROM positions p WHERE p.member_id = $1 AND ${opening ? `'O' || lpad(p.order_id::text, 8, '0')` : `'P' || lpad(p.id::text, 8, '0')`} = $2`,
    [memberId, document.subject],
  );
  const position = rows[0];
  expect(position).toBeDefined();
  expect(text).toContain(formatNumber(String(position.shares), 0));
  expect(text).toContain(yen(opening ? position.opening_fee : position.closing_fee));
  const notionalSen = BigInt(opening ? position.entry_notional : position.close_notional);
  expect(text).toContain(formatMoney(`${notionalSen / 100n}.${String(notionalSen % 100n).padStart(2, '0')}`));
  // The settlement is the fill's ledger entry: margin + fee + duty paid on opening, the cash credited on closing.
  const { rows: postings } = await app.db.pool.query(
    `SELECT a.key, p.amount::text AS amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       JOIN ledger_accounts a ON a.id = p.account_id WHERE e.reason = $1 AND e.reference = $2`,
    [opening ? 'fill' : 'close', document.subject],
  );
  const sum = (keys: string[]) =>
    postings.filter((row) => keys.includes(row.key)).reduce((total, row) => total + BigInt(row.amount), 0n);
  const settlement = opening
    ? -sum([`member:JPY:margin:${memberId}`, 'house:JPY:fees', 'house:JPY:taxes'])
    : sum([`member:JPY:available:${memberId}`]);
  expect(text).toContain(signed(settlement).replace(/\s+/g, ''));
}

async function checkAnnual(text: string) {
  const { rows } = await app.db.pool.query(
    `SELECT direction, entry_notional, close_notional, opening_fee + stamp_duty + closing_fee AS charges FROM positions
      WHERE member_id = $1 AND status = 'closed' AND closed_at >= '2024-12-31T15:00:00Z' AND closed_at < '2025-12-31T15:00:00Z'`,
    [memberId],
  );
  let proceeds = 0n;
  let cost = 0n;
  for (const row of rows) {
    const long = row.direction === 'long';
    proceeds += BigInt(long ? row.close_notional : row.entry_notional);
    cost += BigInt(long ? row.entry_notional : row.close_notional) + BigInt(row.charges) * 100n;
  }
  const asYen = (sen: bigint) =>
    `${sen < 0n ? '-' : ''}${-sen > 0n ? -sen / 100n : sen / 100n}.${String((sen < 0n ? -sen : sen) % 100n).padStart(2, '0')}`;
  expect(text).toContain(formatMoney(asYen(proceeds)));
  expect(text).toContain(formatMoney(asYen(cost)));
  expect(text).toContain(formatMoney(asYen(proceeds - cost), undefined, true));
  // No tax lines are posted before issue 34: both tax figures are ¥0.00.
  expect(text).toContain(statementTexts.jp.taxWithheld + formatMoney('0'));
}
