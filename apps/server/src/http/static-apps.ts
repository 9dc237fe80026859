/** The built member app at `/` and the back office at `/admin/`, served by the API server when they have been built. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { sendFailure } from './replies';

/** Built file names carry a content hash, so they never change; the HTML that names them must always be fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The compressed copies scripts/build-apps.mjs makes of index.html, by content coding. */
const encodingSuffix = { br: '.br', gzip: '.gz' } as const;
type PageEncoding = keyof typeof encodingSuffix;

/**
 * The compression to send index.html with for an Accept-Encoding header, negotiated the way
 * @fastify/static negotiates for the assets (with the same library): codings in any case, the
 * browser's `q` preference first, then brotli before gzip, and `*` taken as gzip.
 */
export function indexEncoding(accepted: string | undefined): PageEncoding | undefined {
  if (accepted === undefined) return undefined;
  return negotiate<PageEncoding>(accepted.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']) ?? undefined;
}

/** The page's compressed copy for the coding, or the page itself when there is no copy to send. */
async function readPage(page: string, encoding: PageEncoding | undefined): Promise<{ body: Buffer; encoding?: PageEncoding }> {
  if (encoding) {
    try {
      return { body: await readFile(page + encodingSuffix[encoding]), encoding };
    } catch (error) {
      // A build not made by scripts/build-apps.mjs may have no compressed copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return { body: await readFile(page) };
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
  // folder's index. The page is never cached (the hashed assets it names are), and compressed
  // like them when the browser accepts it.
  const indexPage = (root: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { body, encoding } = await readPage(path.join(root, 'index.html'), indexEncoding(request.headers['accept-encoding']));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  if (hasWeb) app.get('/', indexPage(webDist));
  if (hasAdmin) app.get('/admin/', indexPage(adminDist));
  app.get('/admin', (_, reply) => reply.redirect('/admin/'));
  app.setNotFoundHandler((request, reply) => sendFailure(reply, 'not_found'));
}
