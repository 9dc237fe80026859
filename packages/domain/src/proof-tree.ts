/**
 * Proof of liabilities `kabuto-pol-v1` (API.md, "Documents and proof of liabilities"): a Merkle sum
 * tree over every member's balance owed, so each member can check that their balance is counted in
 * the published total without seeing anyone else's.
 *
 * A leaf's hash is SHA-256 of the UTF-8 text `memberId:nonce:balance`; a node's is SHA-256 of the
 * text `leftHash leftSum rightHash rightSum` written together with nothing between (hashes as 64
 * lowercase hex digits, sums as decimal strings of whole yen without sign or leading zeros), and its
 * sum is leftSum + rightSum. A level of odd length pairs its last node with the zero leaf, whose hash
 * is 32 zero bytes (64 "0" digits) and whose sum is 0. A member's per-day nonce keeps a leaf from
 * being guessed from a balance. Sums are whole yen and never negative: building refuses a negative
 * balance and verifying refuses a negative or malformed sum anywhere on the path, so no branch can
 * hide a debt that lowers the total.
 *
 * SHA-256 is a parameter (see offering-draw.ts): the server, the browser (WebCrypto) and the tests
 * each pass their own.
 */
import type { Sha256 } from './offering-draw';

export const PROOF_ALGORITHM = 'kabuto-pol-v1' as const;
export const ZERO_HASH = '0'.repeat(64);

export interface ProofLeaf {
  readonly memberId: string;
  readonly nonce: string;
  /** Whole yen owed to the member, ≥ 0. */
  readonly balance: bigint;
}

export interface ProofNode {
  readonly hash: string;
  readonly sum: bigint;
}

/** One step up from a node: its sibling, and on which side the sibling sits. */
export interface ProofStep {
  readonly hash: string;
  readonly sum: string;
  readonly side: 'left' | 'right';
}

/** A built tree: every level's hashes and sums, leaves first, the root's level last. */
export interface SumTree {
  readonly levels: readonly { readonly hashes: string[]; readonly sums: bigint[] }[];
  readonly root: ProofNode;
}

const encoder = new TextEncoder();
const SUM_PATTERN = /^(0|[1-9][0-9]*)$/;
const HASH_PATTERN = /^[0-9a-f]{64}$/;
/** How many hashes run at once: WebCrypto digests in parallel when several are asked together. */
const BATCH = 2048;

const hexOfByte = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * Lowercase hex as one flat string: a string grown by `+=` per byte is a rope of 32 pieces, and two
 * million of them (a tree of a million leaves) take gigabytes.
 */
function toHex(bytes: Uint8Array): string {
  const parts = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) parts[i] = hexOfByte[bytes[i] as number] as string;
  return parts.join('');
}

async function hashText(text: string, sha256: Sha256): Promise<string> {
  return toHex(await sha256(encoder.encode(text)));
}

/** Whole yen as the tree writes it; a negative balance is a bug upstream, never a leaf. */
export function proofAmount(yen: bigint): string {
  if (yen < 0n) throw new Error('a proof balance cannot be negative');
  return yen.toString();
}

export function leafHash(leaf: ProofLeaf, sha256: Sha256): Promise<string> {
  return hashText(`${leaf.memberId}:${leaf.nonce}:${proofAmount(leaf.balance)}`, sha256);
}

export async function parentNode(left: ProofNode, right: ProofNode, sha256: Sha256): Promise<ProofNode> {
  const hash = await hashText(`${left.hash}${proofAmount(left.sum)}${right.hash}${proofAmount(right.sum)}`, sha256);
  return { hash, sum: left.sum + right.sum };
}

async function inBatches<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  for (let start = 0; start < count; start += BATCH) {
    const end = Math.min(count, start + BATCH);
    const batch: Promise<T>[] = [];
    for (let i = start; i < end; i += 1) batch.push(make(i));
    const done = await Promise.all(batch);
    for (let i = start; i < end; i += 1) out[i] = done[i - start] as T;
  }
  return out;
}

/** Builds the tree over `leaves` in the order given; an empty tree's root is the zero leaf. */
export async function buildSumTree(leaves: readonly ProofLeaf[], sha256: Sha256): Promise<SumTree> {
  if (leaves.length === 0) return { levels: [{ hashes: [], sums: [] }], root: { hash: ZERO_HASH, sum: 0n } };
  const hashes = await inBatches(leaves.length, (i) => leafHash(leaves[i] as ProofLeaf, sha256));
  const levels = [{ hashes, sums: leaves.map((leaf) => leaf.balance) }];
  let level = levels[0] as SumTree['levels'][number];
  while (level.hashes.length > 1) {
    const below = level;
    const pairs = Math.ceil(below.hashes.length / 2);
    const nodes = await inBatches(pairs, (i) => parentNode(nodeAt(below, 2 * i), nodeAt(below, 2 * i + 1), sha256));
    level = { hashes: nodes.map((node) => node.hash), sums: nodes.map((node) => node.sum) };
    levels.push(level);
  }
  return { levels, root: nodeAt(level, 0) };
}

function nodeAt(level: SumTree['levels'][number], index: number): ProofNode {
  const hash = level.hashes[index];
  return hash === undefined ? { hash: ZERO_HASH, sum: 0n } : { hash, sum: level.sums[index] as bigint };
}

/** The siblings from leaf `index` up to the root. */
export function proofPath(tree: SumTree, index: number): ProofStep[] {
  const path: ProofStep[] = [];
  let at = index;
  for (const level of tree.levels.slice(0, -1)) {
    const sibling = nodeAt(level, at ^ 1);
    path.push({ hash: sibling.hash, sum: proofAmount(sibling.sum), side: at % 2 === 0 ? 'right' : 'left' });
    at = Math.floor(at / 2);
  }
  return path;
}

export interface InclusionProof {
  readonly leaf: { readonly memberId: string; readonly nonce: string; readonly balance: string };
  readonly path: readonly ProofStep[];
  readonly root: string;
  readonly total: string;
}

export type InclusionFailure = 'malformed' | 'negative_sum' | 'root_differs' | 'total_differs';

export interface InclusionCheck {
  readonly matches: boolean;
  readonly failure: InclusionFailure | null;
  readonly computedRoot: string | null;
  readonly computedTotal: string | null;
}

function parseSum(text: string): bigint | null {
  if (text.startsWith('-')) return -1n;
  return SUM_PATTERN.test(text) ? BigInt(text) : null;
}

/** Recomputes the root from a member's leaf and path and compares it, and the total, with the published ones. */
export async function verifyInclusion(proof: InclusionProof, sha256: Sha256): Promise<InclusionCheck> {
  const fail = (failure: InclusionFailure, root: string | null = null, total: string | null = null): InclusionCheck => ({
    matches: false,
    failure,
    computedRoot: root,
    computedTotal: total,
  });
  const balance = parseSum(proof.leaf.balance);
  if (balance === null || !HASH_PATTERN.test(proof.root)) return fail('malformed');
  if (balance < 0n) return fail('negative_sum');
  let node: ProofNode = { hash: await leafHash({ ...proof.leaf, balance }, sha256), sum: balance };
  for (const step of proof.path) {
    const sum = parseSum(step.sum);
    if (sum === null || !HASH_PATTERN.test(step.hash)) return fail('malformed');
    if (sum < 0n) return fail('negative_sum');
    const sibling = { hash: step.hash, sum };
    node = step.side === 'left' ? await parentNode(sibling, node, sha256) : await parentNode(node, sibling, sha256);
  }
  const total = node.sum.toString();
  if (node.hash !== proof.root) return fail('root_differs', node.hash, total);
  if (total !== proof.total) return fail('total_differs', node.hash, total);
  return { matches: true, failure: null, computedRoot: node.hash, computedTotal: total };
}
