/**
 * Where the bytes of uploads (identity photos, deposit receipts) are kept, so that every API node
 * behind a load balancer reads what any node received: PostgreSQL by default (`upload_contents`,
 * written in the transaction that inserts the `uploads` row), or an S3-compatible object store
 * when `S3_URL` is set. The `uploads` row itself is always in PostgreSQL.
 */
import type { Queryable } from '../db/database';
import * as uploads from './uploads.repository';

export interface UploadKey {
  fileId: string;
  memberId: number;
}

export interface UploadStore {
  readonly kind: 'postgres' | 's3';
  /** Stores the bytes; `tx` is the transaction inserting the row, so a failed store leaves no row. */
  put(tx: Queryable, key: UploadKey, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when the store has none for this upload. */
  get(db: Queryable, key: UploadKey): Promise<Buffer | null>;
  has(db: Queryable, key: UploadKey): Promise<boolean>;
  close(): Promise<void>;
}

export function postgresUploadStore(): UploadStore {
  return {
    kind: 'postgres',
    put: (tx, key, bytes) => uploads.insertUploadBytes(tx, key.fileId, bytes),
    get: (db, key) => uploads.findUploadBytes(db, key.fileId),
    has: (db, key) => uploads.hasUploadBytes(db, key.fileId),
    close: async () => undefined,
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** Put before every object key, so deployments can share a bucket. */
  prefix: string;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The S3 store when settings are given (the SDK is loaded only then), else PostgreSQL. */
export async function createUploadStore(s3: S3Settings | undefined): Promise<UploadStore> {
  if (!s3) return postgresUploadStore();
  const { s3UploadStore } = await import('./s3-upload-store');
  return s3UploadStore(s3);
}
