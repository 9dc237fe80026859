/**
 * Checks my proof in the browser with WebCrypto through the same pure module the server builds the
 * tree with (@kabuto/domain's `verifyInclusion`), and also that the root and total it leads to are
 * the ones published for everyone (`/proof/latest`), not only the ones sent with my proof.
 */
import { verifyInclusion, webCryptoSha256, type Sha256 } from '@kabuto/domain';
import type { ProofMine, PublishedProof } from '@kabuto/contracts';

export interface ProofCheck {
  matches: boolean;
  computedRoot: string | null;
  steps: number;
}

export async function checkProof(
  mine: ProofMine,
  published: PublishedProof,
  sha256: Sha256 = webCryptoSha256,
): Promise<ProofCheck> {
  const samePublication = mine.date === published.date && mine.root === published.root && mine.total === published.total;
  const result = await verifyInclusion(mine, sha256);
  return { matches: samePublication && result.matches, computedRoot: result.computedRoot, steps: mine.path.length };
}

/** Segregated cash as a share of what is owed, to two decimals ("104.25%"); null when nothing is owed. */
export function coveragePercent(segregated: string, total: string): string | null {
  const owed = BigInt(total);
  if (owed <= 0n) return null;
  const basisPoints = (BigInt(segregated) * 10_000n) / owed;
  const whole = basisPoints / 100n;
  const cents = (basisPoints % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}%`;
}
