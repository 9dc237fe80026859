/**
 * Requests and replies of the member's documents (`/documents/…`): trade reports, monthly
 * statements and annual reports as PDFs that reconcile to the ledger, their verification, CSV
 * exports, and the back office's view. `/documents/get` and `/documents/csv` answer with a file
 * (`application/pdf`, `text/csv`), not the JSON envelope, unless they are refused.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idNumber, isoTime, languageSchema, pageOf, pageRequest } from './primitives';

export const documentKinds = ['trade', 'monthly', 'annual'] as const;
export const csvKinds = ['records', 'orders', 'closed', 'annual'] as const;

const year = z.number({ error: 'required' }).int().min(2000, { error: 'invalid_format' }).max(2100, { error: 'invalid_format' });

export const documentsListRequest = pageRequest.extend({ kind: z.enum(documentKinds).optional(), year: year.optional() });
export const documentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  /** "YYYY-MM-DD" (a trade report's JST day), "YYYY-MM" (a month) or "YYYY" (a year). */
  period: z.string(),
  /** The fill's reference for a trade report, else the period. */
  subject: z.string(),
  createdAt: isoTime,
  sha256: z.string(),
  entries: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** An annual report of a year without sales, which says so. */
  empty: z.boolean(),
});
export type MemberDocument = z.infer<typeof documentSchema>;

export const documentGetRequest = z.object({ id: idNumber, lang: languageSchema.optional() });
export const documentVerifyReply = z.object({
  match: z.boolean(),
  sha256: z.string(),
  /** What the ledger gives today, which must equal `sha256`. */
  recomputed: z.string(),
  entries: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export const documentsCsvRequest = z.object({ kind: z.enum(csvKinds), year: year.optional(), lang: languageSchema.optional() });

export const documentsMemberApi = {
  documentsList: endpoint({
    path: '/documents/list',
    access: 'member',
    summary: 'My documents (trade reports, monthly statements, annual reports), newest first; made on first ask',
    request: documentsListRequest,
    reply: pageOf(documentSchema),
  }),
  documentsGet: endpoint({
    path: '/documents/get',
    access: 'member',
    summary: 'One of my documents as a PDF (application/pdf), in my language or `lang`',
    request: documentGetRequest,
    reply: z.string(),
  }),
  documentsVerify: endpoint({
    path: '/documents/verify',
    access: 'member',
    summary: "Recomputes a document's figures from the ledger and compares their SHA-256 with the one it carries",
    request: z.object({ id: idNumber }),
    reply: documentVerifyReply,
  }),
  documentsCsv: endpoint({
    path: '/documents/csv',
    access: 'member',
    summary: 'Fund records, orders, closed positions or the annual figures as CSV (UTF-8 with BOM, headers in my language)',
    request: documentsCsvRequest,
    reply: z.string(),
  }),
} as const;

export const documentsStatusReply = z.object({
  kinds: z.array(
    z.object({ kind: z.enum(documentKinds), count: z.number().int(), members: z.number().int(), lastAt: isoTime.nullable() }),
  ),
});

export const documentsAdminApi = {
  documentsStatus: endpoint({
    path: '/documents/status',
    access: 'staff',
    summary: 'How many documents of each kind have been made, for how many members, and when last',
    request: z.object({}),
    reply: documentsStatusReply,
  }),
  documentsOfMember: endpoint({
    path: '/documents/member',
    access: 'staff',
    summary: "A member's documents with their fingerprints and ledger entry ranges",
    request: pageRequest.extend({ userId: idNumber }),
    reply: pageOf(documentSchema),
  }),
} as const;
