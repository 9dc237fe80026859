/**
 * Liveness and readiness, for a load balancer in front of several nodes. `/healthz/live` answers
 * as soon as the process listens; `/healthz/ready` only once the schema is migrated, the market is
 * run or followed, and the market history is in the database. Until then member calls answer 503
 * `starting_up` rather than partial data (a chart opened while the history is stored shows one bar).
 */
import type { FastifyInstance } from 'fastify';
import { sendFailure } from './replies';

export type ReadinessCheck = 'migrations' | 'market' | 'history';
const allChecks: readonly ReadinessCheck[] = ['migrations', 'market', 'history'];

export interface Readiness {
  /** The checks not passed yet; none once the node is ready. */
  pending(): ReadinessCheck[];
  pass(check: ReadinessCheck): void;
}

export function createReadiness(passed: readonly ReadinessCheck[] = []): Readiness {
  const waiting = new Set(allChecks.filter((check) => !passed.includes(check)));
  return {
    pending: () => [...waiting],
    pass: (check) => void waiting.delete(check),
  };
}

export function readinessRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz/live', async (_, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));
  app.get('/healthz/ready', async (_, reply) => {
    const pending = readiness.pending();
    reply.header('cache-control', 'no-store');
    if (pending.length > 0) return reply.code(503).send({ status: 'starting', code: 'starting_up', pending });
    return reply.send({ status: 'ready' });
  });
  // The stream (`/api/vue/ws`) is refused too: the app reconnects, and then gets a full snapshot.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/vue/') && readiness.pending().length > 0) return sendFailure(reply, 'starting_up');
  });
}

export interface MarketReadinessSource {
  /** Settles when this node's first stored history is in (at once for a follower). */
  historyStored: Promise<void>;
  /** Whether the database holds the market history, whichever node stored it. */
  hasHistory(): Promise<boolean>;
  log(message: string): void;
  /** How long to wait between looks at the database; 1 s by default. */
  retryMs?: number;
  /** True once the node shuts down, to stop looking. */
  stopped?: () => boolean;
}

/**
 * Passes `market` at once (the caller has started or followed it) and `history` once the bars are
 * in the database. A follower on a fresh database waits for the leader to store them; a leader
 * whose store failed stays unready (it is logged) — it is not fit to serve charts.
 */
export async function awaitMarketReadiness(readiness: Readiness, source: MarketReadinessSource): Promise<void> {
  readiness.pass('market');
  await source.historyStored;
  let logged = false;
  while (!(source.stopped?.() ?? false)) {
    if (await source.hasHistory()) {
      readiness.pass('history');
      return;
    }
    if (!logged) source.log('not ready: the market history is not stored yet');
    logged = true;
    await new Promise((resolve) => setTimeout(resolve, source.retryMs ?? 1000));
  }
}
