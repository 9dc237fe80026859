export interface ProofFile {
  leaf: { memberId: string; nonce: string; balance: string };
  path: { hash: string; sum: string; side: string }[];
  root: string;
  total: string;
}
export function verify(proof: ProofFile): { ok: true; hash: string; sum: string } | { ok: false; reason: string };
