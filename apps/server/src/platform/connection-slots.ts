/**
 * Open connections per client address, capped across every API node (the stream's per-address
 * cap). In Redis each address has a sorted set of slots, one per open connection, named
 * `<node>:<n>` and scored with the time it expires; a node renews its own slots every
 * `renewMs`, so a node that dies (SIGKILL, a lost host) stops renewing and its slots lapse within
 * `ttlMs` rather than counting against the address for ever. Taking a slot drops lapsed ones,
 * counts and adds in one script, so nodes taking at once never go over. Times are Redis's own
 * (`TIME`), so nodes' clocks need not agree.
 *
 * Without Redis the count is this process's own; while Redis cannot be reached, each node falls
 * back to counting its own connections (logged), so the cap still holds per node.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface ConnectionSlot {
  release(): void;
}

export interface ConnectionSlots {
  /** A slot for `address` while it holds fewer than `limit`, else null. */
  take(address: string, limit: number): Promise<ConnectionSlot | null>;
  /** Stops renewing; slots still held are released. */
  close(): Promise<void>;
}

export function memoryConnectionSlots(): ConnectionSlots {
  const open = new Map<string, number>();
  return {
    async take(address, limit) {
      const count = open.get(address) ?? 0;
      if (count >= limit) return null;
      open.set(address, count + 1);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const left = (open.get(address) ?? 1) - 1;
          if (left > 0) open.set(address, left);
          else open.delete(address);
        },
      };
    },
    async close() {
      open.clear();
    },
  };
}

const now = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;
const takeScript = `${now}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const renewScript = `${now}
if redis.call('ZADD', KEYS[1], 'XX', 'CH', now + tonumber(ARGV[1]), ARGV[2]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1`;

/** The scripts as commands of the client (sent by their SHA once loaded, not as text each time). */
interface SlotCommands {
  kabutoTakeSlot(key: string, limit: number, ttlMs: number, member: string): Promise<number>;
  kabutoRenewSlot(key: string, ttlMs: number, member: string): unknown;
}

function slotCommands(redis: Redis): SlotCommands {
  const commands = redis as unknown as Partial<SlotCommands>;
  if (!commands.kabutoTakeSlot) redis.defineCommand('kabutoTakeSlot', { numberOfKeys: 1, lua: takeScript });
  if (!commands.kabutoRenewSlot) redis.defineCommand('kabutoRenewSlot', { numberOfKeys: 1, lua: renewScript });
  return redis as unknown as SlotCommands;
}

export interface RedisConnectionSlotsOptions {
  prefix: string;
  ttlMs?: number;
  renewMs?: number;
  log?: (line: string) => void;
}

export function redisConnectionSlots(
  redis: Redis,
  { prefix, ttlMs = 30_000, renewMs = 10_000, log = () => undefined }: RedisConnectionSlotsOptions,
): ConnectionSlots {
  const node = randomBytes(6).toString('hex');
  const fallback = memoryConnectionSlots();
  const commands = slotCommands(redis);
  let lastFallbackLog = 0;
  let next = 0;
  /** This node's slots: member name → the address's key. */
  const held = new Map<string, string>();
  const renew = setInterval(() => {
    if (held.size === 0) return;
    const pipeline = redis.pipeline();
    const renewing = pipeline as unknown as SlotCommands;
    for (const [member, key] of held) renewing.kabutoRenewSlot(key, ttlMs, member);
    pipeline.exec().catch((error: unknown) => log(`connection slots: renewing failed: ${String(error)}`));
  }, renewMs);
  renew.unref();
  const release = (member: string) => {
    const key = held.get(member);
    if (key === undefined) return;
    held.delete(member);
    redis.zrem(key, member).catch((error: unknown) => log(`connection slots: releasing failed: ${String(error)}`));
  };
  return {
    async take(address, limit) {
      const key = `${prefix}connections:${address}`;
      const member = `${node}:${next++}`;
      let taken: unknown;
      try {
        taken = await commands.kabutoTakeSlot(key, limit, ttlMs, member);
      } catch (error) {
        // Said once per 10 s, not once per connection, while Redis stays away.
        if (Date.now() - lastFallbackLog >= 10_000) {
          lastFallbackLog = Date.now();
          log(`connection slots: Redis unreachable, counting this node's connections only: ${String(error)}`);
        }
        return fallback.take(address, limit);
      }
      if (taken !== 1) return null;
      held.set(member, key);
      return { release: () => release(member) };
    },
    async close() {
      clearInterval(renew);
      for (const member of [...held.keys()]) release(member);
    },
  };
}
