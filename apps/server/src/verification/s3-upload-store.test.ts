/**
 * The S3 upload store against a tiny in-process stand-in for an S3-compatible store (no network):
 * path-style PUT, GET and HEAD of objects, 404 `NoSuchKey` for what it lacks. It proves the
 * requests the store makes (bucket, key, signature with the configured key, content type) and
 * how it reads replies; it does not prove the behaviour of a real S3 service.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3UploadStore } from './s3-upload-store';
import type { UploadStore } from './upload-store';

const objects = new Map<string, { body: Buffer; type: string }>();
const requests: { method: string; path: string; authorization: string }[] = [];
let server: Server;
let store: UploadStore;
const noTransaction = { query: () => Promise.reject(new Error('the S3 store must not use the database')) };

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      requests.push({ method: request.method ?? '', path, authorization: String(request.headers.authorization ?? '') });
      if (request.method === 'PUT') {
        objects.set(path, { body: await body(request), type: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: '"1"' }).end();
        return;
      }
      const object = objects.get(path);
      if (!object) {
        const missing = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>';
        response.writeHead(404, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : missing);
        return;
      }
      response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length });
      response.end(request.method === 'HEAD' ? undefined : object.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  store = s3UploadStore({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket: 'kabuto-uploads',
    region: 'ap-northeast-1',
    prefix: 'test/',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });
});
afterAll(async () => {
  await store.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('the S3 upload store', () => {
  const key = { fileId: 'fileAAAAAAAAAAAAAAAA', memberId: 7 };
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

  it('puts an object under bucket/prefix/uploads/member/file, signed with the configured key', async () => {
    await store.put(noTransaction, key, bytes, 'image/png');
    const put = requests.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', path: '/kabuto-uploads/test/uploads/7/fileAAAAAAAAAAAAAAAA' });
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-northeast-1\/s3\/aws4_request/);
    expect(objects.get(put.path)).toEqual({ body: bytes, type: 'image/png' });
  });

  it('reads the bytes back, and knows it has them', async () => {
    expect(await store.get(noTransaction, key)).toEqual(bytes);
    expect(await store.has(noTransaction, key)).toBe(true);
  });

  it('answers null and false for an object the store lacks, rather than failing', async () => {
    const missing = { fileId: 'fileBBBBBBBBBBBBBBBB', memberId: 7 };
    expect(await store.get(noTransaction, missing)).toBeNull();
    expect(await store.has(noTransaction, missing)).toBe(false);
  });

  it('fails loudly when the store itself fails', async () => {
    const broken = s3UploadStore({
      endpoint: 'http://127.0.0.1:1',
      bucket: 'kabuto-uploads',
      region: 'ap-northeast-1',
      prefix: '',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    });
    await expect(broken.get(noTransaction, key)).rejects.toThrow();
    await broken.close();
  });
});
