/**
 * Identity photos. A file is accepted by what it contains, not by its name: its first bytes must
 * be a JPEG, PNG or WebP signature, and it must decode. It is then re-encoded, which drops any
 * embedded metadata (a phone photo's location, say) and anything hidden after the image, and is
 * kept in the upload store (PostgreSQL, or S3 when configured), which every API node reads.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { isRejection, reject, type Rejection } from '@kabuto/domain';
import type { Database, Queryable } from '../db/database';
import type { UploadStore } from './upload-store';

export type { UploadStore } from './upload-store';
import * as uploads from './uploads.repository';

export const maxUploadBytes = 5 * 1024 * 1024;

type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

async function reencode(bytes: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    // A 40-megapixel limit keeps a small file that decodes to a huge image from exhausting memory.
    const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    if (type === 'image/png') return await image.png().toBuffer();
    if (type === 'image/webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    return null;
  }
}

export interface StoredUpload {
  fileId: string;
}

export interface CleanImage {
  type: ImageType;
  bytes: Buffer;
}

/** Checks and re-encodes an uploaded image, without storing it. */
export async function cleanImage(bytes: Buffer): Promise<CleanImage | Rejection> {
  if (bytes.length === 0 || bytes.length > maxUploadBytes) return reject('upload_refused');
  const type = sniffImageType(bytes);
  if (!type) return reject('upload_refused');
  const clean = await reencode(bytes, type);
  return clean ? { type, bytes: clean } : reject('upload_refused');
}

/** Stores a cleaned image as the member's upload, inside the caller's transaction. */
export async function putCleanImage(tx: Queryable, store: UploadStore, memberId: number, image: CleanImage): Promise<string> {
  const fileId = randomBytes(18).toString('base64url');
  await uploads.insertUpload(tx, { fileId, memberId, mime: image.type, sizeBytes: image.bytes.length });
  await store.put(tx, { fileId, memberId }, image.bytes, image.type);
  return fileId;
}

export async function storeUpload(
  db: Database,
  store: UploadStore,
  memberId: number,
  bytes: Buffer,
): Promise<StoredUpload | Rejection> {
  const image = await cleanImage(bytes);
  if (isRejection(image)) return image;
  // The row and its bytes commit together: no node ever finds one without the other.
  const fileId = await db.transaction((tx) => putCleanImage(tx, store, memberId, image));
  return { fileId };
}

/**
 * The bytes of an upload; `ownerId` limits it to one member's files, null lets staff read any.
 * A row whose bytes the store does not have (an object deleted from the bucket, a file an earlier
 * version kept on a disk that was lost) is `file_missing`, so the caller answers 404 and logs it
 * rather than failing with a 500.
 */
export async function readUpload(
  db: Queryable,
  store: UploadStore,
  fileId: string,
  ownerId: number | null,
): Promise<{ mime: string; bytes: Buffer } | Rejection | null> {
  const row = await uploads.findUpload(db, fileId, ownerId);
  if (!row) return null;
  const bytes = await store.get(db, { fileId, memberId: row.member_id });
  return bytes ? { mime: row.mime, bytes } : reject('file_missing');
}

/** Whether `fileId` is one of the member's uploads (a deposit's receipt must be the member's own). */
export async function ownsUpload(db: Queryable, memberId: number, fileId: string): Promise<boolean> {
  return (await uploads.findUpload(db, fileId, memberId)) !== null;
}
