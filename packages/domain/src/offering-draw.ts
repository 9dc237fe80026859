/**
 * The IPO lottery `kabuto-draw-v1` (API.md, "Offerings → IPOs"): a draw anyone can re-run.
 *
 * The server commits to a secret seed when the offering opens (commitment = SHA-256 of the seed's
 * bytes), freezes the entries at subscribeEnd, and after the draw reveals the seed with every entry.
 * The ranking and the allotment follow from those alone, so the member app re-runs this same
 * module in the browser ("Verify this draw") and the tests re-run it with an independent copy.
 *
 * SHA-256 is a parameter rather than an import: packages/domain may not import `node:*`, and the
 * browser has only WebCrypto. `webCryptoSha256` works in Node 20 and in every current browser.
 */

/** Hashes bytes with SHA-256; async because WebCrypto is. */
export type Sha256 = (bytes: Uint8Array) => Promise<Uint8Array>;

export const DRAW_ALGORITHM = 'kabuto-draw-v1' as const;

/** An application as it stood at subscribeEnd; lots is the number requested. */
export interface DrawEntry {
  readonly applicationId: string;
  readonly lots: number;
}

/** Lots given to one application; only applications with at least one lot are listed. */
export interface DrawAllotment {
  readonly applicationId: string;
  readonly lots: number;
}

/** An entry with its rank key (hex SHA-256 of seed bytes ‖ UTF-8 of applicationId). */
export interface RankedEntry extends DrawEntry {
  readonly key: string;
}

interface SubtleDigest {
  digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer>;
}

/** SHA-256 through WebCrypto (`globalThis.crypto.subtle`), present in Node 20 and browsers. */
export const webCryptoSha256: Sha256 = async (bytes) => {
  const subtle = (globalThis as { crypto?: { subtle?: SubtleDigest } }).crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available');
  return new Uint8Array(await subtle.digest('SHA-256', bytes));
};

const SEED_PATTERN = /^[0-9a-f]{64}$/;

/** True for a well-formed seed: 32 bytes as 64 lowercase hex digits. */
export function isDrawSeed(seed: string): boolean {
  return SEED_PATTERN.test(seed);
}

export function hexToBytes(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/.test(hex)) throw new Error('not lowercase hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function seedBytes(seed: string): Uint8Array {
  if (!isDrawSeed(seed)) throw new Error('a draw seed is 64 lowercase hex digits');
  return hexToBytes(seed);
}

/** The commitment published from the opening on: hex SHA-256 of the seed's 32 bytes. */
export async function drawCommitment(seed: string, sha256: Sha256): Promise<string> {
  return bytesToHex(await sha256(seedBytes(seed)));
}

/** Entries in ascending rank-key order; the key is hex SHA-256 of (seed bytes ‖ UTF-8 id). */
export async function rankEntries(seed: string, entries: readonly DrawEntry[], sha256: Sha256): Promise<RankedEntry[]> {
  const prefix = seedBytes(seed);
  const encoder = new TextEncoder();
  const ranked = await Promise.all(
    entries.map(async (entry) => {
      const id = encoder.encode(entry.applicationId);
      const input = new Uint8Array(prefix.length + id.length);
      input.set(prefix, 0);
      input.set(id, prefix.length);
      return { ...entry, key: bytesToHex(await sha256(input)) };
    }),
  );
  // Lowercase hex of equal length sorts like the bytes; ids are unique so keys never tie in practice,
  // and the id breaks a tie anyway so the order is total.
  return ranked.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.applicationId < b.applicationId ? -1 : 1));
}

/**
 * Rounds over the ranking: each round walks the ranked entries and gives one lot to each entry
 * still short of its request, while lots remain. `already` holds lots each entry has (for a
 * re-allotment); entries in `excluded` (forfeited) get nothing. Returns lots given, by id.
 */
export function allotInRounds(
  ranked: readonly DrawEntry[],
  lots: number,
  already: ReadonlyMap<string, number> = new Map(),
  excluded: ReadonlySet<string> = new Set(),
): Map<string, number> {
  if (!Number.isSafeInteger(lots) || lots < 0) throw new Error('lots to allot must be a whole number');
  const given = new Map<string, number>();
  const held = (id: string) => (already.get(id) ?? 0) + (given.get(id) ?? 0);
  let remaining = lots;
  while (remaining > 0) {
    let gaveThisRound = false;
    for (const entry of ranked) {
      if (remaining === 0) break;
      if (excluded.has(entry.applicationId) || held(entry.applicationId) >= entry.lots) continue;
      given.set(entry.applicationId, (given.get(entry.applicationId) ?? 0) + 1);
      remaining -= 1;
      gaveThisRound = true;
    }
    if (!gaveThisRound) break; // every entry has its request: the rest stays unallotted
  }
  return given;
}

/** Allotments in ranking order, entries with no lot left out. */
function listAllotments(ranked: readonly DrawEntry[], lots: ReadonlyMap<string, number>): DrawAllotment[] {
  return ranked
    .filter((entry) => (lots.get(entry.applicationId) ?? 0) > 0)
    .map((entry) => ({ applicationId: entry.applicationId, lots: lots.get(entry.applicationId) ?? 0 }));
}

export interface DrawResult {
  readonly commitment: string;
  readonly ranking: RankedEntry[];
  readonly allotments: DrawAllotment[];
}

function checkEntries(entries: readonly DrawEntry[]): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.lots) || entry.lots < 1) throw new Error('an entry requests at least one lot');
    if (seen.has(entry.applicationId)) throw new Error('an application enters the draw once');
    seen.add(entry.applicationId);
  }
}

/** The draw: commitment, ranking and the allotment of `lotsOffered` in rounds. */
export async function runDraw(
  input: { seed: string; entries: readonly DrawEntry[]; lotsOffered: number },
  sha256: Sha256,
): Promise<DrawResult> {
  checkEntries(input.entries);
  const commitment = await drawCommitment(input.seed, sha256);
  const ranking = await rankEntries(input.seed, input.entries, sha256);
  const allotments = listAllotments(ranking, allotInRounds(ranking, input.lotsOffered));
  return { commitment, ranking, allotments };
}

/**
 * After payBy: the lots of forfeited applications go, by the same ranking and in rounds, to
 * entries still short of their request that did not forfeit. `canPay(id, lots)` says whether an
 * entry can pay for `lots` more (its cash is held at once, as at application); an entry that
 * can't is passed over and its lots go on down the ranking. Returns the extra lots by entry.
 */
export function reallotForfeits(
  ranking: readonly DrawEntry[],
  allotted: ReadonlyMap<string, number>,
  forfeited: ReadonlySet<string>,
  canPay: (applicationId: string, lots: number) => boolean = () => true,
): DrawAllotment[] {
  let freed = 0;
  for (const id of forfeited) freed += allotted.get(id) ?? 0;
  const passedOver = new Set(forfeited);
  // Each pass either accepts every recipient or passes one more over, so this ends.
  for (;;) {
    const extra = listAllotments(ranking, allotInRounds(ranking, freed, allotted, passedOver));
    const cannot = extra.find((allotment) => !canPay(allotment.applicationId, allotment.lots));
    if (!cannot) return extra;
    passedOver.add(cannot.applicationId);
  }
}

/** What /ipo/draw publishes. */
export interface PublishedDraw {
  readonly algorithm: string;
  readonly commitment: string;
  readonly seed: string;
  readonly lotsOffered: number;
  readonly entries: readonly DrawEntry[];
  readonly allotments: readonly DrawAllotment[];
}

export interface DrawVerification {
  readonly commitmentMatches: boolean;
  readonly allotmentsMatch: boolean;
  readonly recomputed: DrawAllotment[];
}

function sameAllotments(a: readonly DrawAllotment[], b: readonly DrawAllotment[]): boolean {
  const byId = new Map(a.map((x) => [x.applicationId, x.lots]));
  return a.length === b.length && b.every((x) => byId.get(x.applicationId) === x.lots);
}

/** Re-runs a published draw: does the seed hash to the commitment, and do the allotments follow? */
export async function verifyDraw(published: PublishedDraw, sha256: Sha256): Promise<DrawVerification> {
  if (published.algorithm !== DRAW_ALGORITHM || !isDrawSeed(published.seed)) {
    return { commitmentMatches: false, allotmentsMatch: false, recomputed: [] };
  }
  const result = await runDraw(published, sha256);
  return {
    commitmentMatches: result.commitment === published.commitment,
    allotmentsMatch: sameAllotments(result.allotments, published.allotments),
    recomputed: result.allotments,
  };
}
