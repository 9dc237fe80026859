/** The stream endpoint, `GET /api/vue/ws` (API.md, "Stream"): one WebSocket per client. */
import type { FastifyInstance } from 'fastify';
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
  const hub = createStreamHub({
    bus,
    store,
    authenticate: (token, account) => identity.authenticate(token, account),
    options: { ...defaultStreamOptions, ...options },
    log: (line) => app.log.warn(line),
  });
  const sessionEnds = identity.watchSessionEnds(
    { ended: (sessionId) => hub.sessionEnded(sessionId), missed: () => hub.recheckSessions() },
    (line) => app.log.warn(line),
  );
  app.get('/api/vue/ws', { websocket: true }, (socket, request) => hub.accept(socket, request.raw.socket ?? undefined));
  // Ready once it listens, so a session ended after the server started is always heard.
  app.addHook('onReady', async () => sessionEnds.ready);
  app.addHook('onClose', async () => {
    hub.close();
    await sessionEnds.stop();
  });
  return hub;
}
