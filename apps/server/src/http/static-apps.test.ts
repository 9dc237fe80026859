import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexEncoding, serveApps } from './static-apps';

const page = '<!doctype html><title>Kabuto</title>' + '<p>member app</p>'.repeat(100);

describe('the apps’ pages and files', () => {
  let folder: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'kabuto-static-'));
    const web = path.join(folder, 'web');
    const admin = path.join(folder, 'admin');
    await mkdir(path.join(web, 'assets'), { recursive: true });
    await mkdir(admin);
    await writeFile(path.join(web, 'index.html'), page);
    await writeFile(path.join(web, 'index.html.br'), brotliCompressSync(page));
    await writeFile(path.join(web, 'index.html.gz'), gzipSync(page));
    await writeFile(path.join(web, 'assets', 'index-abc123.js'), 'export {};');
    // The back office here was built without compressed copies.
    await writeFile(path.join(admin, 'index.html'), '<!doctype html><title>Back office</title>');
    app = Fastify();
    await serveApps(app, { webDist: web, adminDist: admin });
  });

  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the member app’s page brotli-compressed to a browser that accepts it, never cached', async () => {
    const reply = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      'content-type': 'text/html; charset=utf-8',
    });
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(page);
  });

  it('sends it gzipped, or as it is, to a browser that accepts only that', async () => {
    const gzipped = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);
    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('sends a page that has no compressed copy as it is', async () => {
    const reply = await app.inject({ url: '/admin/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toContain('Back office');
  });

  it('lets browsers keep the hashed files for good', async () => {
    const reply = await app.inject({ url: '/assets/index-abc123.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('which compression the page is sent with', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br; q=0.0, gzip; q=0', undefined],
    // "Any coding": gzip, as @fastify/static answers it for the assets.
    ['*', 'gzip'],
  ] as const)('%s → %s', (accepted, encoding) => {
    expect(indexEncoding(accepted)).toBe(encoding);
  });
});
