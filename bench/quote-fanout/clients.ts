/**
 * A process of stream clients, kept apart from the servers so that reading frames does not share
 * their event loop. Each client subscribes to `topicsPerClient` quote topics and counts the
 * source's stamped quotes of the ticks in the measurement window, with their latency from the
 * stamp to receipt. Commands and reports go over IPC (protocol.ts).
 */
import { WebSocket } from 'ws';
import { bucketCount, bucketsPerMs, wallClockMs, type ClientCommand, type ClientReply } from './protocol';

const connectBatch = 100;
const readyTimeoutMs = 30_000;
const sockets: WebSocket[] = [];
const histogram = new Uint32Array(bucketCount);
let window = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
let counted = 0;
let otherFrames = 0;

const reply = (message: ClientReply) => process.send?.(message);

/** Reads the stamp the source put last in each quote (`…,"tick":12,"sentAt":1732…}}`) without parsing the frame. */
function onFrame(data: Buffer): void {
  const stamp = data.lastIndexOf('"sentAt":');
  if (stamp < 0) {
    otherFrames++;
    return;
  }
  const tickAt = data.lastIndexOf('"tick":', stamp);
  const tick = Number.parseInt(data.toString('latin1', tickAt + 7, stamp - 1), 10);
  if (tick < window.from || tick > window.to) return;
  const latencyMs = wallClockMs() - Number.parseFloat(data.toString('latin1', stamp + 9, data.length - 2));
  const bucket = Math.min(Math.max(0, Math.floor(latencyMs * bucketsPerMs)), bucketCount - 1);
  histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  counted++;
}

/**
 * A client address of its own for client number `client`, sent as the load balancer would send
 * it: the stream takes only so many connections from one address (50 by default).
 */
function addressOf(client: number): string {
  return `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
}

/** Opens one client and subscribes it; settles once the server answered a ping sent after the `sub`. */
function openClient(url: string, topics: string[], address: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, {
      perMessageDeflate: false,
      handshakeTimeout: readyTimeoutMs,
      headers: { 'x-forwarded-for': address },
    });
    let stage = 'connecting';
    // A client the server never answers counts as failed instead of holding up the run.
    const timer = setTimeout(() => {
      reject(new Error(`not ready within ${readyTimeoutMs / 1000} s (${stage})`));
      socket.terminate();
    }, readyTimeoutMs);
    socket.on('message', (data) => {
      if (stage !== 'ready' && data.toString() === '{"op":"pong"}') {
        stage = 'ready';
        clearTimeout(timer);
        resolve(socket);
        return;
      }
      onFrame(data);
    });
    socket.once('open', () => {
      stage = 'open, waiting for the pong';
      socket.send(JSON.stringify({ op: 'sub', topics }));
      socket.send('{"op":"ping"}');
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('close', () => {
      clearTimeout(timer);
      reject(new Error(`closed before it was ready (${stage})`));
    });
  });
}

async function connect(command: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  let failed = 0;
  let firstError: string | null = null;
  for (let start = 0; start < command.count; start += connectBatch) {
    const batch = [];
    for (let index = start; index < Math.min(start + connectBatch, command.count); index++) {
      const client = command.first + index;
      const topics = Array.from(
        { length: command.topicsPerClient },
        (_, offset) => `quote:${command.symbols[(client * command.topicsPerClient + offset) % command.symbols.length]}`,
      );
      batch.push(openClient(command.url, topics, addressOf(client)));
    }
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === 'fulfilled') sockets.push(outcome.value);
      else {
        failed++;
        firstError ??= String(outcome.reason);
      }
    }
  }
  reply({ type: 'connected', open: sockets.length, failed, firstError });
}

async function disconnect(): Promise<void> {
  const closing = sockets.splice(0).map(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.terminate();
      }),
  );
  await Promise.all(closing);
  window = { from: Number.POSITIVE_INFINITY, to: Number.NEGATIVE_INFINITY };
  reply({ type: 'disconnected' });
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') void connect(command);
  if (command.type === 'window') {
    histogram.fill(0);
    counted = 0;
    otherFrames = 0;
    window = { from: command.from, to: command.to };
  }
  if (command.type === 'report') {
    const buckets: [number, number][] = [];
    histogram.forEach((count, bucket) => count > 0 && buckets.push([bucket, count]));
    reply({ type: 'report', counted, otherFrames, histogram: buckets });
  }
  if (command.type === 'disconnect') void disconnect();
});
// The bench ends this process by closing the IPC channel.
process.on('disconnect', () => process.exit(0));
