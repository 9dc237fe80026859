/**
 * A fixed-window attempt counter for limits that must hold across every API node: in Redis when
 * the nodes share one (`REDIS_URL`), else in this process. `hit` counts one attempt and says
 * whether it is within `max` for the window; the first attempt opens the window, which ends
 * `windowMs` later. Keys are the caller's (`support:member:42`); the Redis one puts its prefix
 * before them, so deployments and test runs sharing a Redis stay apart.
 *
 * Sign-in and sign-up are limited by @fastify/rate-limit (its Redis store, the same Redis);
 * this is for limits a route counts itself, such as messages per member.
 */
import type { Redis } from 'ioredis';

export interface RateLimitHit {
  allowed: boolean;
  /** Attempts counted in the window, this one included. */
  count: number;
  /** Until the window ends. */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, max: number, windowMs: number): Promise<RateLimitHit>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;
  return {
    async hit(key, max, windowMs) {
      const at = now();
      if (at >= nextSweep) {
        // Ended windows are dropped now and then, so keys seen once do not pile up.
        for (const [seen, window] of windows) if (window.endsAt <= at) windows.delete(seen);
        nextSweep = at + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, count: window.count, retryAfterMs: window.endsAt - at };
    },
  };
}

// INCR and the window's expiry in one step, so a node dying between them leaves no endless key.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

interface HitCommand {
  kabutoRateHit(key: string, windowMs: number): Promise<[number, number]>;
}

export function redisRateLimiter(redis: Redis, prefix: string): RateLimiter {
  // A command of the client: sent by its SHA once loaded, not as text each time.
  if (!(redis as unknown as Partial<HitCommand>).kabutoRateHit)
    redis.defineCommand('kabutoRateHit', { numberOfKeys: 1, lua: hitScript });
  const commands = redis as unknown as HitCommand;
  return {
    async hit(key, max, windowMs) {
      const [count, ttl] = await commands.kabutoRateHit(`${prefix}rate:${key}`, windowMs);
      return { allowed: count <= max, count, retryAfterMs: ttl };
    },
  };
}
