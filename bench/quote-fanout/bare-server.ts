/**
 * The baseline: a bare `ws` server doing the least a quote fan-out can. It hears the same Redis
 * channels as Kabuto's nodes, speaks the same `sub` and `ping`, and sends each message to every
 * subscriber of its topic, framed once as a string. No Fastify, no sign-in, no snapshot on
 * subscribe, no cap, no heartbeat, and no care for slow clients (their buffers grow as they may).
 *
 * With BARE_CORK=1 it batches each client's frames of one event-loop turn into one write, as
 * Kabuto's stream hub does, to tell that batching apart from everything else Kabuto does.
 */
import type { Socket } from 'node:net';
import { Redis } from 'ioredis';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT);
const prefix = process.env.REDIS_PREFIX ?? 'kabuto:';
const topics = new Map<string, Set<WebSocket>>();
const transports = new Map<WebSocket, Socket>();
const corked = new Set<Socket>();
const cork = process.env.BARE_CORK === '1';
const uncorkAll = () => {
  for (const transport of corked) transport.uncork();
  corked.clear();
};

const server = new WebSocketServer({ port, host: '127.0.0.1', perMessageDeflate: false });
server.on('connection', (socket, request) => {
  const held = new Set<string>();
  if (cork) transports.set(socket, request.socket);
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { op: string; topics?: string[] };
    if (message.op === 'ping') socket.send('{"op":"pong"}');
    if (message.op !== 'sub') return;
    for (const topic of message.topics ?? []) {
      held.add(topic);
      const subscribers = topics.get(topic) ?? new Set();
      subscribers.add(socket);
      topics.set(topic, subscribers);
    }
  });
  socket.on('close', () => {
    transports.delete(socket);
    for (const topic of held) topics.get(topic)?.delete(socket);
  });
});

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
redis.on('pmessage', (_pattern, channel, message) => {
  const topic = channel.slice(prefix.length);
  const subscribers = topics.get(topic);
  if (!subscribers) return;
  const frame = '{"topic":' + JSON.stringify(topic) + ',"data":' + message + '}';
  for (const socket of subscribers) {
    const transport = transports.get(socket);
    if (transport && !corked.has(transport)) {
      if (corked.size === 0) setImmediate(uncorkAll);
      transport.cork();
      corked.add(transport);
    }
    socket.send(frame);
  }
});
await redis.psubscribe(`${prefix}*`);
server.on('listening', () => process.send?.({ type: 'ready' }));
if (server.address()) process.send?.({ type: 'ready' });
process.on('SIGTERM', () => {
  server.close();
  redis.disconnect();
  process.exit(0);
});
