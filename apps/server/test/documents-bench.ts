/**
 * The body of bench/documents (run in its own process; it uses the server's code, so it is typed
 * with it). Two figures of issue 35:
 *
 * 1. Monthly statements for N members (10,000 by default), streaming: members are read a page at a
 *    time, and each member's statement is computed from the ledger, stored with its fingerprint and
 *    drawn as a PDF that is counted and dropped, so memory holds one page of members, never all.
 *    Time, statements per second, peak memory (RSS and heap), PDF bytes.
 * 2. The proof of liabilities' Merkle sum tree over M synthetic balances (1,000,000 by default):
 *    build time, peak memory, one proof's size (log₂ M steps) and its verification time.
 *
 * Setup (members with two movements last month, posted through the ledger) is not measured.
 *
 *   node --import tsx bench/documents/run.ts
 *   DOCUMENTS_MEMBERS=10000 PROOF_LEAVES=1000000 BENCH_DATABASE_URL=postgres://… (else embedded)
 */
import { createHash } from 'node:crypto';
import {
  depositEntry,
  buildSumTree,
  proofPath,
  rewardEntry,
  toJapanTime,
  verifyInclusion,
  yenAmount,
  type Sha256,
} from '@kabuto/domain';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { buildApp } from '../src/app';
import { post } from '../src/ledger/ledger.service';
import { monthlyFigures, monthBounds } from '../src/documents/documents-figures';
import { renderDocument } from '../src/documents/documents-pdf';
import { insertDocuments } from '../src/documents/documents.repository';
import { sha256Of } from '../src/documents/documents.service';
import { canonicalJson } from '@kabuto/domain';
import { cloneTemplate, startTestPostgres } from './postgres-server';
import { envNumber, printTable, writeResult } from '../../../bench/support/report';

// DOCUMENTS_MEMBERS=0 skips the statements (envNumber reads 0 as unset).
const members = process.env.DOCUMENTS_MEMBERS === '0' ? 0 : envNumber('DOCUMENTS_MEMBERS', 10_000);
const leaves = envNumber('PROOF_LEAVES', 1_000_000);
const pageSize = 200;
const concurrency = 4;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Samples memory every 50 ms while `work` runs; returns its result with the peaks. */
async function withPeakMemory<T>(work: () => Promise<T>) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 50);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

async function statements() {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  const postgres = await startTestPostgres();
  const url = await cloneTemplate(postgres.serverUrl, postgres.templateDatabase);
  const db = openDatabase(url, 5);
  const config = readConfig({ DATA_DIR: '/tmp', LOG_LEVEL: 'silent', ADMIN_PASSWORD: 'bench-owner-1' });
  const now = new Date();
  const { common } = await buildApp({ config, db, clock: () => now, market: { stockCount: 5, minuteDays: 1, years: 1 } });
  try {
    await common.config.ensureDefaults();
    // Last month in Japan: each member's deposit on its 3rd and a reward on its 10th.
    const thisMonth = toJapanTime(now).date.slice(0, 7);
    const { from } = monthBounds(thisMonth);
    const month = toJapanTime(new Date(from.getTime() - 86_400_000)).date.slice(0, 7);
    const setupStarted = performance.now();
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO members (account, password_hash, invite_code, kyc_status)
         SELECT '08' || lpad(n::text, 8, '0'), 'bench-no-sign-in', 'BENCH' || n, 'verified' FROM generate_series(1, $1) AS n
         RETURNING id`,
        [members],
      );
      const start = monthBounds(month).from.getTime();
      for (const { id } of rows) {
        await post(tx, depositEntry(String(id), yenAmount(BigInt(100_000 + (id % 50) * 1_000))), {
          reference: `BENCH-D-${id}`,
          memberId: id,
          now: new Date(start + 2 * 86_400_000 + 3_600_000),
        });
        await post(tx, rewardEntry(String(id), yenAmount(10n)), {
          reference: `BENCH-R-${id}`,
          memberId: id,
          now: new Date(start + 9 * 86_400_000 + 3_600_000),
        });
      }
    });
    console.log(
      `${members} members with two movements in ${month} set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const readers = { db: db.pool, accountTypeOf: async () => null };
    const settings = await common.config.snapshot();
    const firmName = await settings.value('firmName');
    const statementOf = async (id: number) => {
      const figures = await monthlyFigures(readers, id, month);
      const sha256 = sha256Of(figures);
      const pdf = await renderDocument(figures, {
        language: 'jp',
        firmName,
        firmRegistration: '',
        sha256,
        date: monthBounds(month).to,
        nameOf: (symbol) => symbol,
      });
      const document = {
        memberId: id,
        kind: 'monthly' as const,
        period: month,
        subject: month,
        figures: canonicalJson(figures),
        sha256,
        entriesFrom: figures.entries?.from ?? null,
        entriesTo: figures.entries?.to ?? null,
        empty: false,
        createdAt: now,
      };
      return { document, bytes: pdf.length };
    };
    const measured = await withPeakMemory(async () => {
      let made = 0;
      let pdfBytes = 0;
      for (let after = 0; ;) {
        const { rows } = await db.pool.query<{ id: number }>(
          `SELECT id FROM members WHERE id > $1 AND account LIKE '08%' ORDER BY id LIMIT $2`,
          [after, pageSize],
        );
        if (rows.length === 0) break;
        // Four members at a time: one's queries wait on Postgres while another's PDF is drawn.
        const page: Parameters<typeof insertDocuments>[1][number][] = [];
        for (let at = 0; at < rows.length; at += concurrency) {
          const drawn = await Promise.all(rows.slice(at, at + concurrency).map(({ id }) => statementOf(id)));
          for (const { document, bytes } of drawn) {
            pdfBytes += bytes;
            page.push(document);
          }
        }
        await insertDocuments(db.pool, page);
        made += rows.length;
        after = rows.at(-1)!.id;
      }
      return { made, pdfBytes };
    });
    return {
      members,
      month,
      statements: measured.result.made,
      seconds: measured.ms / 1000,
      perSecond: measured.result.made / (measured.ms / 1000),
      averagePdfBytes: Math.round(measured.result.pdfBytes / measured.result.made),
      peakRss: measured.rss,
      peakHeap: measured.heap,
    };
  } finally {
    await db.close();
    await postgres.stop();
  }
}

/** Node's SHA-256 as the tree's hasher (WebCrypto's is the same function, slower per call). */
const nodeSha256: Sha256 = async (bytes) => new Uint8Array(createHash('sha256').update(bytes).digest());

async function proofTree() {
  const synthetic = Array.from({ length: leaves }, (_, index) => ({
    memberId: String(index + 1),
    nonce: createHash('sha256').update(`nonce-${index}`).digest('hex').slice(0, 32),
    balance: BigInt((index * 7_919) % 5_000_000),
  }));
  const built = await withPeakMemory(() => buildSumTree(synthetic, nodeSha256));
  const index = Math.floor(leaves / 3);
  const path = proofPath(built.result, index);
  const leaf = synthetic[index]!;
  const proof = {
    leaf: { memberId: leaf.memberId, nonce: leaf.nonce, balance: leaf.balance.toString() },
    path,
    root: built.result.root.hash,
    total: built.result.root.sum.toString(),
  };
  const verifyStarted = performance.now();
  const check = await verifyInclusion(proof, nodeSha256);
  return {
    leaves,
    seconds: built.ms / 1000,
    peakRss: built.rss,
    peakHeap: built.heap,
    proofSteps: path.length,
    proofBytes: Buffer.byteLength(JSON.stringify(proof)),
    verifyMs: performance.now() - verifyStarted,
    verified: check.matches,
  };
}

async function main() {
  // DOCUMENTS_MEMBERS=0 measures the proof tree alone.
  const monthly = members > 0 ? await statements() : null;
  if (monthly)
    printTable(
      ['monthly statements', 'time', 'per second', 'avg PDF', 'peak RSS', 'peak heap'],
      [
        [
          monthly.statements,
          `${monthly.seconds.toFixed(1)} s`,
          monthly.perSecond.toFixed(0),
          `${(monthly.averagePdfBytes / 1024).toFixed(1)} KB`,
          mb(monthly.peakRss),
          mb(monthly.peakHeap),
        ],
      ],
    );
  const tree = await proofTree();
  printTable(
    ['proof leaves', 'build', 'peak RSS', 'peak heap', 'proof steps', 'proof size', 'verify', 'verified'],
    [
      [
        tree.leaves,
        `${tree.seconds.toFixed(1)} s`,
        mb(tree.peakRss),
        mb(tree.peakHeap),
        tree.proofSteps,
        `${tree.proofBytes} B`,
        `${tree.verifyMs.toFixed(1)} ms`,
        String(tree.verified),
      ],
    ],
  );
  console.log(`written to ${await writeResult('documents', { monthly, tree })}`);
  if (!tree.verified) process.exitCode = 1;
}

await main();
