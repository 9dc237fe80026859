/**
 * The Fastify server every domain's calls are mounted on: its logger, the security headers, the
 * plugins (multipart, WebSocket, rate limits) and the one error handler that answers in the envelope.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import helmet from 'helmet';
import { humanLogStream } from '../platform/log-format';
import type { SharedLimits } from '../platform/shared-limits';
import { sendFailure } from './replies';

export interface ServerSettings {
  logLevel: string;
  logFormat: 'json' | 'text';
  /** Only these proxies may name the client (TRUST_PROXY); with none, the socket's address is used. */
  trustedProxies: string[];
}

export function createServer({ logLevel, logFormat, trustedProxies }: ServerSettings): FastifyInstance {
  return Fastify({
    logger: {
      level: logLevel,
      redact: ['req.headers.token', 'req.headers.authorization'],
      ...(logFormat === 'text' ? { stream: humanLogStream() } : {}),
    },
    // Request lines come from logRequests: at debug, or at error for a 5xx.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1_048_576,
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
  });
}

/** Security headers, multipart, the WebSocket and rate limits (counted in `limits`), and the error envelope. */
export async function installServerPlugins(
  app: FastifyInstance,
  { limits, websocketMaxPayloadBytes }: { limits: SharedLimits; websocketMaxPayloadBytes: number },
): Promise<void> {
  // The same security headers on every reply, worked out once (a plugin that built helmet's
  // middleware again for each request cost a tenth of the server's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'connect-src': ["'self'", 'ws:', 'wss:'] },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  await app.register(multipart);
  await app.register(websocket, { options: { maxPayload: websocketMaxPayloadBytes, perMessageDeflate: false } });
  // With REDIS_URL the limits count across every node; without Redis reachable, @fastify/rate-limit
  // lets attempts through (skipOnError) while account locks, kept in PostgreSQL, still hold.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_, context) => ({ statusCode: context.statusCode, message: 'rate limited' }),
    ...(limits.redis ? { redis: limits.redis, nameSpace: limits.rateLimitNamespace, skipOnError: true } : {}),
  });
  installErrorHandling(app);
}

/** Unknown routes, malformed bodies, rate limits and bugs all answer in the envelope. */
function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: { statusCode?: number } & Error, request, reply) => {
    if (error.statusCode === 429) return sendFailure(reply, 'too_many_requests');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendFailure(reply, error.statusCode === 404 ? 'not_found' : 'invalid_input');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 'internal');
  });
}
