/**
 * Proof of liabilities: once a day, after the JST close, on the market's leader node, a Merkle sum
 * tree (`kabuto-pol-v1`, domain/proof-tree.ts) over every member's balance owed in yen, published
 * with its root and total beside the firm's segregated customer cash. The balances are the ledger's
 * cached ones, read in one REPEATABLE READ snapshot together with the same accounts summed from
 * their postings; if the two differ anywhere the day is not published, the build is recorded as a
 * mismatch for staff (the back office's proof runs) and logged, and it is tried again an hour later.
 * Leaves are ordered by their random nonce, so a position in the tree says nothing about a member.
 */
import { randomBytes } from 'node:crypto';
import type { MarketHours } from '@kabuto/domain';
import {
  buildSumTree,
  decimal,
  lastCloseDate,
  liabilityDifferences,
  PROOF_ALGORITHM,
  proofPath,
  reject,
  webCryptoSha256,
  yenOf,
  yenOwedByMember,
  type MemberId,
  type SumTree,
} from '@kabuto/domain';
import { fxRatesAt } from '@kabuto/market/fx-rates';
import type { Database } from '../db/database';
import { memberLiabilities } from '../ledger/liabilities.service';
import { isExchangeHoliday } from '../market/market-feed.service';
import * as proofs from './proof.repository';

export type ProofService = ReturnType<typeof createProofService>;

/** A stopped build is tried again after this long, not at every tick. */
const retryAfterMismatchMs = 3_600_000;

const published = (run: proofs.ProofRunRow) => ({
  date: run.date,
  algorithm: PROOF_ALGORITHM,
  root: run.root ?? '',
  total: run.total.toString(),
  leaves: run.leaves,
  segregated: run.segregated.toString(),
  createdAt: run.createdAt.toISOString(),
});

export function createProofService({
  db,
  clock,
  hours,
  seed,
  log = () => undefined,
}: {
  db: Database;
  clock: () => Date;
  hours: MarketHours;
  /** The exchange-rate source's seed: other currencies count in yen at the day's mid rate. */
  seed: string;
  log?: (line: string) => void;
}) {
  // The last tree a member asked about, rebuilt from its stored leaves: published trees never change.
  let cached: { date: string; tree: SumTree; leaves: proofs.LeafRow[] } | null = null;

  async function treeOf(date: string) {
    if (cached?.date !== date) {
      const leaves = await proofs.leavesOf(db.pool, date);
      const tree = await buildSumTree(
        leaves.map((leaf) => ({ memberId: String(leaf.memberId), nonce: leaf.nonce, balance: leaf.balance })),
        webCryptoSha256,
      );
      cached = { date, tree, leaves };
    }
    return cached;
  }

  /** Builds and publishes the proof of `date` from the ledger as it stands at `now`. */
  async function build(date: string, now: Date) {
    const snapshot = await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return memberLiabilities(tx);
    });
    const perUsd = Object.fromEntries(
      Object.entries(fxRatesAt(now, seed).perUsd).map(([currency, rate]) => [currency, decimal(rate)]),
    );
    const owed = yenOwedByMember(snapshot.cached, perUsd);
    const ledgerOwed = yenOwedByMember(snapshot.posted, perUsd);
    const sumOf = (values: Iterable<bigint>) => [...values].reduce((sum, value) => sum + value, 0n);
    const segregated = snapshot.segregated.reduce((sum, cash) => sum + yenOf(cash.currency, cash.minor, perUsd), 0n);
    const leaves = [...owed.entries()]
      .map(([memberId, balance]) => ({ memberId, balance, nonce: randomBytes(16).toString('hex') }))
      .sort((left, right) => (left.nonce < right.nonce ? -1 : 1))
      .map((leaf, position) => ({ ...leaf, position }));
    const tree = await buildSumTree(
      leaves.map((leaf) => ({ memberId: String(leaf.memberId), nonce: leaf.nonce, balance: leaf.balance })),
      webCryptoSha256,
    );
    const differences = liabilityDifferences(snapshot.cached, snapshot.posted);
    const ledgerTotal = sumOf(ledgerOwed.values());
    const run = { date, total: tree.root.sum, ledgerTotal, segregated, leaves: leaves.length, createdAt: now };
    if (differences.length > 0 || tree.root.sum !== ledgerTotal) {
      const detail = differences
        .slice(0, 5)
        .map((d) => `member ${d.memberId} ${d.currency}: cached ${d.cached}, posted ${d.posted}`)
        .join('; ');
      await proofs.insertRun(db.pool, { ...run, status: 'mismatch', root: null, detail: detail || 'totals differ' });
      log(`proof of liabilities for ${date} NOT published: the tree and the ledger differ (${detail})`);
      return 'mismatch' as const;
    }
    return db.transaction(async (tx) => {
      const inserted = await proofs.insertRun(tx, { ...run, status: 'published', root: tree.root.hash, detail: '' });
      if (!inserted) return 'exists' as const;
      await proofs.insertLeaves(tx, date, leaves);
      return 'published' as const;
    });
  }

  return {
    /** The leader's clock: builds the last close's proof when it has none (also right after a start). */
    async buildDue(now: Date = clock()) {
      const date = lastCloseDate(now, hours, isExchangeHoliday);
      const last = await proofs.lastRunOf(db.pool, date);
      if (last?.status === 'published') return 'exists' as const;
      if (last && now.getTime() - last.createdAt.getTime() < retryAfterMismatchMs) return 'waiting' as const;
      return build(date, now);
    },

    async latest() {
      const run = await proofs.publishedRun(db.pool, null);
      return run ? published(run) : reject('not_found');
    },

    async list(page: number, size: number) {
      const { items, total } = await proofs.publishedRuns(db.pool, page, size);
      return { items: items.map(published), total, page, size };
    },

    /** The member's leaf and path in the day's tree (the latest when no date); 404 when they have none. */
    async mine(memberId: MemberId, date: string | undefined) {
      const run = await proofs.publishedRun(db.pool, date ?? null);
      if (!run?.root) return reject('not_found');
      const leaf = await proofs.leafOf(db.pool, run.date, memberId);
      if (!leaf) return reject('not_found');
      const { tree } = await treeOf(run.date);
      return {
        date: run.date,
        algorithm: PROOF_ALGORITHM,
        leaf: { memberId: String(memberId), nonce: leaf.nonce, balance: leaf.balance.toString() },
        path: proofPath(tree, leaf.position),
        root: run.root,
        total: run.total.toString(),
      };
    },

    async runs(page: number, size: number) {
      const { items, total } = await proofs.allRuns(db.pool, page, size);
      const shaped = items.map((run) => ({
        id: run.id,
        date: run.date,
        status: run.status,
        total: run.total.toString(),
        ledgerTotal: run.ledgerTotal.toString(),
        segregated: run.segregated.toString(),
        leaves: run.leaves,
        root: run.root,
        detail: run.detail,
        createdAt: run.createdAt.toISOString(),
      }));
      return { items: shaped, total, page, size };
    },

    async memberLeaves(memberId: number) {
      const rows = await proofs.leavesOfMember(db.pool, memberId);
      return rows.map((row) => ({ date: row.date, balance: row.balance.toString(), root: row.root }));
    },
  };
}
