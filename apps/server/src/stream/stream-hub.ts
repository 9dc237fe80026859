/**
 * Every stream connection of this node, and the one index from bus topic to the connections
 * subscribed to it: a bus message's WebSocket frame is built once and costs one write per
 * subscriber of its topic, whatever else is connected. Also the heartbeat of all connections, the retry of outboxes that
 * had to hold frames back, and the batching of each client's frames into one write per turn.
 */
import type { Rejection } from '@kabuto/domain';
import type { WebSocket } from 'ws';
import type { MemberPrincipal } from '../platform/principals';
import type { Bus } from '../market/market-feed.service';
import type { QuoteStore } from '../market/market-feed.service';
import { StreamConnection, type StreamContext, type StreamOptions, type Transport } from './stream-connection';
import { topicFrame } from './stream-messages';

export interface StreamHubDependencies {
  bus: Bus;
  store: QuoteStore;
  authenticate(token: string, account: string): Promise<MemberPrincipal | Rejection>;
  checkSession(token: string, account: string): Promise<MemberPrincipal | Rejection>;
  options: StreamOptions;
  log(line: string): void;
}

interface Subscribers {
  /** The topic as the client named it, which is what frames carry (`orders`, not `member:12:orders`). */
  wireTopic: string;
  connections: Set<StreamConnection>;
}

export type StreamHub = ReturnType<typeof createStreamHub>;

export function createStreamHub({ bus, store, authenticate, checkSession, options, log }: StreamHubDependencies) {
  const topics = new Map<string, Subscribers>();
  const connections = new Set<StreamConnection>();
  const congested = new Set<StreamConnection>();
  let drainTimer: NodeJS.Timeout | null = null;
  // A step's quotes arrive together, so a client is sent several frames in one turn of the event
  // loop. Corking its socket at the first and uncorking all at the end of the turn sends them in
  // one write (one system call) instead of one each, which is most of what fan-out costs.
  const corked = new Set<Transport>();
  const uncorkAll = () => {
    for (const transport of corked) transport.uncork();
    corked.clear();
  };

  const stopListening = bus.subscribe((busTopic, message) => {
    const subscribers = topics.get(busTopic);
    if (!subscribers) return;
    const frame = topicFrame(subscribers.wireTopic, message);
    for (const connection of subscribers.connections) connection.deliver(busTopic, frame);
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, options.heartbeatMs);
  // Sessions that time out send no notice: signed-in connections ask now and then.
  const sessionCheck = setInterval(() => {
    for (const connection of connections) connection.recheckSession();
  }, options.sessionCheckMs);

  const drainWaiting = () => {
    for (const connection of congested) {
      if (!connection.open || connection.outbox.drain() === 0) congested.delete(connection);
    }
    if (congested.size === 0 && drainTimer) {
      clearInterval(drainTimer);
      drainTimer = null;
    }
  };

  const context: StreamContext = {
    store,
    options,
    authenticate,
    checkSession,
    log,
    subscribe(busTopic, wireTopic, connection) {
      const subscribers = topics.get(busTopic) ?? { wireTopic, connections: new Set() };
      subscribers.connections.add(connection);
      topics.set(busTopic, subscribers);
    },
    unsubscribe(busTopic, connection) {
      const subscribers = topics.get(busTopic);
      subscribers?.connections.delete(connection);
      if (subscribers?.connections.size === 0) topics.delete(busTopic);
    },
    batchWrites(transport) {
      if (corked.has(transport)) return;
      if (corked.size === 0) setImmediate(uncorkAll);
      transport.cork();
      corked.add(transport);
    },
    congested(connection) {
      congested.add(connection);
      drainTimer ??= setInterval(drainWaiting, options.drainCheckMs);
    },
  };

  return {
    accept(socket: WebSocket, transport?: Transport): void {
      const connection = new StreamConnection(socket, transport, context);
      connections.add(connection);
      socket.on('close', () => {
        connection.dispose();
        connections.delete(connection);
        congested.delete(connection);
      });
    },

    /** Signs out the connections signed in with this session, which has ended. */
    sessionEnded(sessionId: string): void {
      for (const connection of connections) connection.sessionEnded(sessionId);
    },

    /** Checks every signed-in connection's session again, after notices may have been missed. */
    recheckSessions(): void {
      for (const connection of connections) connection.recheckSession();
    },

    /** For tests and benchmarks: what the hub holds now. */
    stats() {
      let waitingFrames = 0;
      for (const connection of congested) waitingFrames += connection.outbox.waitingFrames;
      return { connections: connections.size, topics: topics.size, congested: congested.size, waitingFrames };
    },

    close(): void {
      stopListening();
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      if (drainTimer) clearInterval(drainTimer);
      for (const connection of connections) connection.socket.close(1001, 'server shutting down');
    },
  };
}
