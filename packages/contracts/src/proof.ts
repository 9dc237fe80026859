/**
 * Requests and replies of the proof of liabilities (`/proof/…`): each JST day's Merkle sum tree
 * (`kabuto-pol-v1`) over every member's balance owed, its published root and total beside the
 * firm's segregated customer cash, a member's inclusion proof, and the back office's runs.
 * Amounts are whole yen as decimal strings.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { decimalString, empty, idNumber, isoTime, pageOf, pageRequest } from './primitives';

/** A Japan calendar date, "YYYY-MM-DD". */
export const japanDateInput = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'invalid_format' });

export const publishedProofSchema = z.object({
  /** The JST trading day whose close the balances are taken at. */
  date: z.string(),
  algorithm: z.literal('kabuto-pol-v1'),
  root: z.string(),
  /** The sum of every member's balance owed: the root's sum, equal to the ledger's member accounts. */
  total: decimalString,
  leaves: z.number().int(),
  /** The firm's segregated customer bank accounts as the ledger knows them, at the same moment. */
  segregated: decimalString,
  createdAt: isoTime,
});
export type PublishedProof = z.infer<typeof publishedProofSchema>;

export const proofStepSchema = z.object({ hash: z.string(), sum: decimalString, side: z.enum(['left', 'right']) });

export const proofMineRequest = z.object({ date: japanDateInput.optional() });
export const proofMineReply = z.object({
  date: z.string(),
  algorithm: z.literal('kabuto-pol-v1'),
  leaf: z.object({ memberId: z.string(), nonce: z.string(), balance: decimalString }),
  path: z.array(proofStepSchema),
  root: z.string(),
  total: decimalString,
});
export type ProofMine = z.infer<typeof proofMineReply>;

export const proofRunStatuses = ['published', 'mismatch'] as const;
export const proofRunSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  status: z.enum(proofRunStatuses),
  /** The tree's total (what members' balances sum to). */
  total: decimalString,
  /** The ledger's member liability accounts summed from their postings, in yen. */
  ledgerTotal: decimalString,
  segregated: decimalString,
  leaves: z.number().int(),
  root: z.string().nullable(),
  detail: z.string(),
  createdAt: isoTime,
});

/** Public and member calls; spread into `memberApi`. */
export const proofMemberApi = {
  proofLatest: endpoint({
    path: '/proof/latest',
    access: 'public',
    summary: 'The latest published proof of liabilities: root, total owed to members, leaves, segregated cash',
    request: empty,
    reply: publishedProofSchema,
  }),
  proofList: endpoint({
    path: '/proof/list',
    access: 'public',
    summary: 'Every published proof of liabilities, newest first',
    request: pageRequest,
    reply: pageOf(publishedProofSchema),
  }),
  proofMine: endpoint({
    path: '/proof/mine',
    access: 'member',
    summary: "My leaf and its path to a day's published root (the latest when no date), to verify in the app",
    request: proofMineRequest,
    reply: proofMineReply,
  }),
} as const;

/** The back-office calls; spread into `adminApi`. */
export const proofAdminApi = {
  proofRuns: endpoint({
    path: '/proof/runs',
    access: 'staff',
    summary: 'Each daily build of the proof: published, or stopped because the tree and the ledger differ',
    request: pageRequest,
    reply: pageOf(proofRunSchema),
  }),
  proofMemberLeaf: endpoint({
    path: '/proof/memberLeaf',
    access: 'staff',
    summary: "A member's leaves in the published trees (date, balance), for answering a member's question",
    request: z.object({ userId: idNumber }),
    reply: z.array(z.object({ date: z.string(), balance: decimalString, root: z.string() })),
  }),
} as const;
