/**
 * The order-entry load: `clients` loops, each signed in as its own member and keeping one
 * `POST /api/vue/trade/order` in flight over a kept-alive connection, for a fixed time. Every order
 * carries a fresh Idempotency-Key, as the app sends one per tap.
 */
import http from 'node:http';
import type { OrderRequestBody } from '@kabuto/contracts';
import type { Session } from './api';

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface OrderFigures {
  clients: number;
  seconds: number;
  sent: number;
  /** 200 with status 1: the order was taken (filled, or pending for a limit order). */
  acknowledged: number;
  perSecond: number;
  /** Latency of the acknowledged orders, from sending the request to reading the whole reply. */
  latencyMs: Percentiles;
  /** Replies by kind: `filled`, `pending`, `rejected` for taken orders, `<http status> <code>` otherwise. */
  outcomes: Record<string, number>;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((left, right) => left - right);
  return {
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

interface Reply {
  statusCode: number;
  body: string;
}

function send(agent: http.Agent, url: URL, headers: Record<string, string>, payload: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(payload);
  });
}

function outcomeOf(reply: Reply): { acknowledged: boolean; kind: string } {
  try {
    const envelope = JSON.parse(reply.body) as { status?: number; code?: string; data?: { status?: string } };
    if (reply.statusCode === 200 && envelope.status === 1) return { acknowledged: true, kind: envelope.data?.status ?? 'taken' };
    return { acknowledged: false, kind: `${reply.statusCode} ${envelope.code ?? ''}`.trim() };
  } catch {
    return { acknowledged: false, kind: `${reply.statusCode} (not JSON)` };
  }
}

export interface OrderLoad {
  baseUrl: string;
  /** Several nodes behind a round-robin balancer: client `i` sends to node `i` modulo their number. */
  baseUrls?: string[];
  /** Client `i` places its orders as member `i` (modulo the list). */
  members: Session[];
  clients: number;
  seconds: number;
  order: OrderRequestBody;
  /** Makes this run's idempotency keys differ from every other run's. */
  keyPrefix: string;
}

export async function driveOrders(load: OrderLoad): Promise<OrderFigures> {
  const urls = (load.baseUrls ?? [load.baseUrl]).map((baseUrl) => new URL('/api/vue/trade/order', baseUrl));
  const payload = JSON.stringify(load.order);
  const agent = new http.Agent({ keepAlive: true, maxSockets: load.clients });
  const latencies: number[] = [];
  const outcomes: Record<string, number> = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  let finished = started;
  const client = async (index: number) => {
    const member = load.members[index % load.members.length];
    if (!member) throw new Error('no members to place orders');
    const headers = { 'content-type': 'application/json', token: member.token, account: member.account };
    const url = urls[index % urls.length]!;
    for (let number = 0; performance.now() < deadline; number++) {
      const key = `${load.keyPrefix}-${index}-${number}`;
      const sentAt = performance.now();
      sent++;
      const outcome = await send(agent, url, { ...headers, 'idempotency-key': key }, payload).then(outcomeOf, (error: Error) => ({
        acknowledged: false,
        kind: error.message,
      }));
      finished = performance.now();
      outcomes[outcome.kind] = (outcomes[outcome.kind] ?? 0) + 1;
      if (outcome.acknowledged) latencies.push(finished - sentAt);
    }
  };
  try {
    await Promise.all(Array.from({ length: load.clients }, (_, index) => client(index)));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (finished - started) / 1000;
  return {
    clients: load.clients,
    seconds: elapsedSeconds,
    sent,
    acknowledged: latencies.length,
    perSecond: latencies.length / elapsedSeconds,
    latencyMs: percentiles(latencies),
    outcomes,
  };
}
