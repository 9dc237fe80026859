/**
 * The limits every API node must count together (sign-in attempts, stream connections per
 * address, messages per member): one Redis client for them when `REDIS_URL` is set, else counts
 * in this process for a single node. Account locks (wrong passwords, fund passwords, staff
 * sign-in failures) are not here: they are rows in PostgreSQL, shared by construction, and every
 * guess against them takes a place in its row before it is judged (`identity/guess-gate.ts`).
 */
import { Redis } from 'ioredis';
import { memoryConnectionSlots, redisConnectionSlots, type ConnectionSlots } from './connection-slots';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter';

export interface SharedLimits {
  /** The client @fastify/rate-limit counts in, or null on a single node. */
  redis: Redis | null;
  /** Where @fastify/rate-limit puts its keys. */
  rateLimitNamespace: string;
  rateLimiter: RateLimiter;
  connectionSlots: ConnectionSlots;
  close(): Promise<void>;
}

export function sharedLimits(options: {
  redisUrl: string | undefined;
  prefix: string;
  log: (line: string) => void;
  slots?: { ttlMs?: number; renewMs?: number };
}): SharedLimits {
  const prefix = `${options.prefix}limits:`;
  if (!options.redisUrl) {
    const connectionSlots = memoryConnectionSlots();
    return {
      redis: null,
      rateLimitNamespace: prefix,
      rateLimiter: memoryRateLimiter(),
      connectionSlots,
      close: () => connectionSlots.close(),
    };
  }
  // A count that cannot reach Redis fails after one retry rather than waiting in a queue.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < 10_000) return;
    lastLogged = Date.now();
    options.log(`redis limits: ${error.message}`);
  });
  const connectionSlots = redisConnectionSlots(redis, { prefix, log: options.log, ...options.slots });
  return {
    redis,
    rateLimitNamespace: `${prefix}route:`,
    rateLimiter: redisRateLimiter(redis, prefix),
    connectionSlots,
    async close() {
      await connectionSlots.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
