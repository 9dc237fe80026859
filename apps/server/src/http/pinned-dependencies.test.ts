/**
 * package.json's `overrides` give @fastify/static content-disposition 2 and light-my-request
 * cookie 1 (the CommonJS editions of the same API), since their newer majors ask for Node 22 while
 * Kabuto supports Node 20.19. These prove the two code paths that use them still work.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('dependencies pinned for Node 20', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'kabuto-static-'));
    await writeFile(path.join(folder, 'fund records.csv'), 'date,amount\n');
  });
  afterAll(async () => rm(folder, { recursive: true, force: true }));

  it('let inject send cookies (light-my-request through cookie 1)', async () => {
    const app = Fastify();
    app.get('/echo', async (request) => ({ cookie: request.headers.cookie }));
    const reply = await app.inject({ method: 'GET', url: '/echo', cookies: { theme: 'dark', lang: 'jp' } });
    expect(reply.json()).toEqual({ cookie: 'theme=dark; lang=jp' });
    await app.close();
  });

  it('let the static server name a download (@fastify/static through content-disposition 2)', async () => {
    const app = Fastify();
    await app.register(fastifyStatic, { root: folder, serve: false });
    app.get('/download', (_request, reply) => reply.download('fund records.csv'));
    const reply = await app.inject({ method: 'GET', url: '/download' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="fund records.csv"');
    expect(reply.body).toBe('date,amount\n');
    await app.close();
  });
});
