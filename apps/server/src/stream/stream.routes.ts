/** The stream endpoint, `GET /api/vue/ws` (API.md, "Stream"): one WebSocket per client. */
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { sendFailure } from '../http/replies';
import type { IdentityService } from '../identity/identity.service';
import type { Bus } from '../market/bus';
import type { QuoteStore } from '../market/quote-store';
import { defaultStreamOptions, type StreamOptions } from './stream-connection';
import { createStreamHub, type StreamHub } from './stream-hub';

export interface StreamDependencies {
  bus: Bus;
  store: QuoteStore;
  identity: Pick<IdentityService, 'authenticate' | 'watchSessionEnds'>;
  options?: Partial<StreamOptions>;
}

/** Needs @fastify/websocket registered on `app` first. */
export function streamRoutes(app: FastifyInstance, { bus, store, identity, options = {} }: StreamDependencies): StreamHub {
  const settings = { ...defaultStreamOptions, ...options };
  const hub = createStreamHub({
    bus,
    store,
    authenticate: (token, account) => identity.authenticate(token, account),
    checkSession: (token, account) => identity.authenticate(token, account, { touch: false }),
    options: settings,
    log: (line) => app.log.warn(line),
  });
  const sessionEnds = identity.watchSessionEnds(
    { ended: (sessionId) => hub.sessionEnded(sessionId), missed: () => hub.recheckSessions() },
    (line) => app.log.warn(line),
  );
  const addresses = connectionsByAddress(settings.maxConnectionsPerAddress);
  app.get(
    '/api/vue/ws',
    {
      websocket: true,
      // Refused before the upgrade, as a plain HTTP 429, while the address is at its limit.
      preValidation: async (request, reply) => {
        if (addresses.full(request.ip)) await sendFailure(reply, 'too_many_requests');
      },
    },
    (socket, request) => {
      // Upgrades that passed the check together can still go over: those are closed at once.
      if (!addresses.take(request.ip, socket)) return socket.close(1008, 'too many connections from this address');
      hub.accept(socket, request.raw.socket ?? undefined);
    },
  );
  // Ready once it listens, so a session ended after the server started is always heard.
  app.addHook('onReady', async () => sessionEnds.ready);
  app.addHook('onClose', async () => {
    hub.close();
    await sessionEnds.stop();
  });
  return hub;
}

/** Open connections per client address (`request.ip`: the proxy's word for it, as `trustProxy` says). */
function connectionsByAddress(limit: number) {
  const open = new Map<string, number>();
  return {
    full: (address: string) => (open.get(address) ?? 0) >= limit,
    /** Counts `socket` against `address` until it closes; false, counting nothing, when the address is full. */
    take(address: string, socket: WebSocket): boolean {
      const count = open.get(address) ?? 0;
      if (count >= limit) return false;
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}
