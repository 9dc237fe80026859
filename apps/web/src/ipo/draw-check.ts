/**
 * "Verify this draw": re-runs a published `kabuto-draw-v1` draw in the browser with WebCrypto,
 * through the same pure module the server draws with (@kabuto/domain's `verifyDraw`), and also
 * checks that the commitment revealed with the seed is the one the offering published when it
 * opened, so a seed swapped together with its commitment would show as a mismatch too.
 */
import { verifyDraw, webCryptoSha256, type Sha256 } from '@kabuto/domain';
import type { ReplyOf, offeringsMemberApi } from '@kabuto/contracts';

export type PublishedDraw = ReplyOf<typeof offeringsMemberApi.ipoDraw>;

export interface DrawCheck {
  /** SHA-256 of the seed equals the commitment published from the opening on. */
  commitmentMatches: boolean;
  /** Re-running the rounds gives exactly the published allotments. */
  allotmentsMatch: boolean;
  matches: boolean;
  entries: number;
  allotted: number;
  /** Lots the recomputed draw gives to `applicationId` (0 when none or not given). */
  mine: number | null;
}

export async function checkDraw(
  draw: PublishedDraw,
  publishedCommitment: string | null,
  applicationId: number | null,
  sha256: Sha256 = webCryptoSha256,
): Promise<DrawCheck> {
  const result = await verifyDraw(draw, sha256);
  const commitmentMatches = result.commitmentMatches && (publishedCommitment === null || publishedCommitment === draw.commitment);
  const mine =
    applicationId === null
      ? null
      : (result.recomputed.find((allotment) => allotment.applicationId === String(applicationId))?.lots ?? 0);
  return {
    commitmentMatches,
    allotmentsMatch: result.allotmentsMatch,
    matches: commitmentMatches && result.allotmentsMatch,
    entries: draw.entries.length,
    allotted: result.recomputed.length,
    mine,
  };
}
