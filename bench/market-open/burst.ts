/**
 * The burst at the open: at one signal every member starts, within `spreadMs`, the calls a
 * member makes at 9:00: every one places an order, every fourth also closes a position, and
 * some deposit, withdraw, exchange, follow a strategy or subscribe to the IPO. A member's calls
 * go out together, each with a fresh Idempotency-Key (as the app sends one per tap), to the node
 * a round-robin balancer gives them. Every reply is recorded: its call, status, code and time.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { closes, fundPassword, type Member } from './members';

export interface Targets {
  symbol: string;
  channelId: number;
  strategyId: number;
  ipoId: number;
}

export interface Reply {
  call: string;
  statusCode: number;
  /** `ok`, or the rule's code of a refusal (`insufficient_funds`…), or what went wrong. */
  outcome: string;
  sentAt: number;
  ms: number;
}

type Call = { path: string; body: object };

/** The calls member `member` makes at the open. */
export function callsOf(member: Member, targets: Targets): Call[] {
  const { index } = member;
  const calls: Call[] = [
    {
      path: '/trade/order',
      body: { symbol: targets.symbol, direction: 'long', type: 'market', lots: 1, leverage: 1, product: 'normal' },
    },
  ];
  if (closes(index) && member.closeId !== null) calls.push({ path: '/trade/close', body: { positionId: member.closeId } });
  const every10 = index % 10;
  if (every10 === 1)
    calls.push({ path: '/funds/deposit', body: { channelId: targets.channelId, amount: '10000', currency: 'JPY' } });
  if (every10 === 2)
    calls.push({ path: '/funds/withdraw', body: { bankCardId: member.cardId, amount: '1000', currency: 'JPY', fundPassword } });
  if (every10 === 3) calls.push({ path: '/funds/exchange', body: { from: 'JPY', to: 'USD', amount: '1000' } });
  if (index % 20 === 5)
    calls.push({ path: '/copy/follow', body: { strategyId: targets.strategyId, amount: '50000', stopLossPct: 20 } });
  if (index % 20 === 6) calls.push({ path: '/ipo/subscribe', body: { ipoId: targets.ipoId, lots: 1 } });
  return calls;
}

function outcomeOf(statusCode: number, body: string): string {
  try {
    const envelope = JSON.parse(body) as { status?: number; code?: string };
    if (statusCode === 200 && envelope.status === 1) return 'ok';
    return envelope.code ?? `http ${statusCode}`;
  } catch {
    return `http ${statusCode} (not JSON)`;
  }
}

function send(agent: http.Agent, baseUrl: string, member: Member, call: Call): Promise<Reply> {
  const payload = JSON.stringify(call.body);
  const sentAt = performance.now();
  const reply = (statusCode: number, outcome: string): Reply => ({
    call: call.path,
    statusCode,
    outcome,
    sentAt,
    ms: performance.now() - sentAt,
  });
  return new Promise((resolve) => {
    const request = http.request(
      `${baseUrl}/api/vue${call.path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          token: member.token,
          account: member.account,
          'x-forwarded-for': member.address,
          'idempotency-key': randomUUID(),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(reply(response.statusCode ?? 0, outcomeOf(response.statusCode ?? 0, body))));
        response.on('error', (error) => resolve(reply(0, `error ${error.message}`)));
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error('timeout')));
    request.on('error', (error) => resolve(reply(0, `error ${error.message}`)));
    request.end(payload);
  });
}

/** Fires the burst; settles with every reply once the last has come (or timed out). */
export async function fireBurst(
  members: readonly Member[],
  baseUrls: readonly string[],
  targets: Targets,
  spreadMs: number,
): Promise<{ replies: Reply[]; startedAt: number }> {
  // One kept-alive connection pool per node, as many sockets as are asked for (a phone each).
  const agents = baseUrls.map(() => new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY }));
  const startedAt = performance.now();
  const pending = members.map(async (member) => {
    await new Promise((resolve) => setTimeout(resolve, Math.random() * spreadMs));
    const node = member.index % baseUrls.length;
    return Promise.all(callsOf(member, targets).map((call) => send(agents[node]!, baseUrls[node]!, member, call)));
  });
  const replies = (await Promise.all(pending)).flat();
  for (const agent of agents) agent.destroy();
  return { replies, startedAt };
}
