/** The built member app at `/` and the back office at `/admin/`, served by the API server when they have been built. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendFailure } from './replies';

/** Built file names carry a content hash, so they never change; the HTML that names them must always be fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function serveApps(
  app: FastifyInstance,
  { webDist, adminDist }: { webDist: string; adminDist: string },
): Promise<void> {
  const hasWeb = existsSync(webDist);
  const hasAdmin = existsSync(adminDist);
  // Wildcard routes look files up per request, so a rebuilt app is served without a restart.
  // Compressed copies come from scripts/build-apps.mjs and are used when the browser accepts them.
  const assets = (root: string) => ({ root, preCompressed: true, cacheControl: false, setHeaders: cacheHeaders });
  if (hasWeb) await app.register(fastifyStatic, { ...assets(webDist), prefix: '/' });
  if (hasAdmin) await app.register(fastifyStatic, { ...assets(adminDist), prefix: '/admin/', decorateReply: !hasWeb });
  // A folder's own address is answered here, because @fastify/static's compressed lookup misses a
  // folder's index. The page is 2 KB and never cached; the hashed assets it names are.
  const indexPage = (root: string) => async (_: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await readFile(path.join(root, 'index.html')));
  if (hasWeb) app.get('/', indexPage(webDist));
  if (hasAdmin) app.get('/admin/', indexPage(adminDist));
  app.get('/admin', (_, reply) => reply.redirect('/admin/'));
  app.setNotFoundHandler((request, reply) => sendFailure(reply, 'not_found'));
}
