/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, R2, …), chosen with `S3_URL`. Objects
 * are addressed by path (`<endpoint>/<bucket>/<prefix>uploads/<member>/<file>`), which every such
 * store accepts. The object is written inside the transaction that inserts the `uploads` row, so a
 * failed write leaves no row; a row whose commit then fails leaves an unreferenced object, which
 * is harmless (nothing can name it).
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings, UploadKey, UploadStore } from './upload-store';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function s3UploadStore(settings: S3Settings): UploadStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: settings.credentials,
    // Checksums only where the API demands them: not every S3-compatible store knows the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: UploadKey) => `${settings.prefix}uploads/${key.memberId}/${key.fileId}`;
  const object = (key: UploadKey) => ({ Bucket: settings.bucket, Key: objectKey(key) });
  return {
    kind: 's3',
    async put(_tx, key, bytes, mime) {
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentType: mime }));
    },
    async get(_db, key) {
      try {
        const reply = await client.send(new GetObjectCommand(object(key)));
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(_db, key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async close() {
      client.destroy();
    },
  };
}
