/** The built member app at `/` and the back office at `/admin/`, served by the API server when they have been built. */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendFailure } from './replies';

/** Built file names carry a content hash, so they never change; the HTML that names them must always be fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const encodingSuffix = { br: '.br', gzip: '.gz' } as const;

/** The compression of index.html to send for an Accept-Encoding header: brotli, else gzip, else none. */
export function indexEncoding(accepted: string | undefined): keyof typeof encodingSuffix | undefined {
  const codings = new Map(
    (accepted ?? '').split(',').map((part) => {
      const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return [coding.trim(), quality === undefined ? 1 : Number(quality)] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((coding) => (codings.get(coding) ?? 0) > 0);
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
    const page = path.join(root, 'index.html');
    const accepted = indexEncoding(request.headers['accept-encoding']);
    // A build not made by scripts/build-apps.mjs may have no compressed copy.
    const encoding = accepted && existsSync(page + encodingSuffix[accepted]) ? accepted : undefined;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await readFile(encoding ? page + encodingSuffix[encoding] : page));
  };
  if (hasWeb) app.get('/', indexPage(webDist));
  if (hasAdmin) app.get('/admin/', indexPage(adminDist));
  app.get('/admin', (_, reply) => reply.redirect('/admin/'));
  app.setNotFoundHandler((request, reply) => sendFailure(reply, 'not_found'));
}
