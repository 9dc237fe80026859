/** The stream endpoint, `GET /api/vue/ws` (API.md, "Stream"): one WebSocket per client. */
import type { FastifyInstance } from 'fastify';
import { memoryConnectionSlots, type ConnectionSlot, type ConnectionSlots } from '../platform/connection-slots';
import { sendFailure } from '../http/replies';
import type { IdentityService } from '../identity/identity.service';
import type { Bus } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';
import { defaultStreamOptions, type StreamOptions } from './stream-connection';
import { createStreamHub, type StreamHub } from './stream-hub';

export interface StreamDependencies {
  bus: Bus;
  store: QuoteStore;
  identity: Pick<IdentityService, 'authenticate' | 'watchSessionEnds'>;
  options?: Partial<StreamOptions>;
  /** Counts connections per address, across every node when they share Redis; this node's own by default. */
  slots?: ConnectionSlots;
}

/** Needs @fastify/websocket registered on `app` first. */
export function streamRoutes(
  app: FastifyInstance,
  { bus, store, identity, options = {}, slots = memoryConnectionSlots() }: StreamDependencies,
): StreamHub {
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
  const taken = new WeakMap<object, ConnectionSlot>();
  app.get(
    '/api/vue/ws',
    {
      websocket: true,
      // The slot is taken before the upgrade (refused as a plain HTTP 429 while the address is at
      // its limit) and given back when the connection closes, whether or not it was upgraded.
      preValidation: async (request, reply) => {
        const slot = await slots.take(request.ip, settings.maxConnectionsPerAddress);
        if (!slot) return sendFailure(reply, 'too_many_requests');
        taken.set(request.raw, slot);
        // Released once, whichever comes first: the WebSocket's close, or its TCP connection's
        // (an upgrade that never happened). `injectWS` has no TCP connection under it.
        (request.raw.socket as typeof request.raw.socket | undefined)?.once('close', () => slot.release());
      },
    },
    (socket, request) => {
      const slot = taken.get(request.raw);
      // Without a slot (a route reached another way) the connection is not counted, so it is refused.
      if (!slot) return socket.close(1008, 'too many connections from this address');
      socket.once('close', () => slot.release());
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
