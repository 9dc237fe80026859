/** The market-open bench's figures: per call, throughput, latency and replies by kind; and the books after. */
import type { adminApi, ReplyOf } from '@kabuto/contracts';
import { percentiles, type Percentiles } from '../order-entry/orders';
import { printTable } from '../support/report';
import type { Reply } from './burst';
import type { StreamFigures } from './watchers';

export interface CallFigures {
  call: string;
  sent: number;
  ok: number;
  /** Refusals by a rule, by code (`insufficient_funds`…): answers, not failures. */
  refused: Record<string, number>;
  /** 5xx replies and calls that got no reply. */
  failed: number;
  perSecond: number;
  latencyMs: Percentiles;
}

export interface BurstFigures {
  /** From the signal to the last reply. */
  seconds: number;
  calls: CallFigures[];
  serverErrors: number;
  trialBalance: { currency: string; sum: string; mismatches: number }[];
}

const isFailure = (reply: Reply) => reply.statusCode >= 500 || reply.statusCode === 0;

export function summarise(
  replies: readonly Reply[],
  startedAt: number,
  trialBalance: ReplyOf<typeof adminApi.trialBalance>,
): BurstFigures {
  const byCall = new Map<string, Reply[]>();
  for (const reply of replies) byCall.set(reply.call, [...(byCall.get(reply.call) ?? []), reply]);
  const calls = [...byCall].map(([call, answered]): CallFigures => {
    const first = Math.min(...answered.map((reply) => reply.sentAt));
    const last = Math.max(...answered.map((reply) => reply.sentAt + reply.ms));
    const refused: Record<string, number> = {};
    for (const reply of answered)
      if (reply.outcome !== 'ok' && !isFailure(reply)) refused[reply.outcome] = (refused[reply.outcome] ?? 0) + 1;
    return {
      call,
      sent: answered.length,
      ok: answered.filter((reply) => reply.outcome === 'ok').length,
      refused,
      failed: answered.filter(isFailure).length,
      perSecond: answered.length / Math.max((last - first) / 1000, 0.001),
      latencyMs: percentiles(answered.map((reply) => reply.ms)),
    };
  });
  const end = Math.max(...replies.map((reply) => reply.sentAt + reply.ms));
  return {
    seconds: (end - startedAt) / 1000,
    calls,
    serverErrors: replies.filter(isFailure).length,
    trialBalance: trialBalance.map(({ currency, sum, mismatches }) => ({ currency, sum, mismatches })),
  };
}

const msFigure = (value: number) => `${value.toFixed(1)} ms`;

export function printBurst(nodes: number, burst: BurstFigures, stream: StreamFigures): void {
  console.log(
    `\n${nodes} node(s): every call answered ${burst.seconds.toFixed(1)} s after the signal; 5xx or no reply: ${burst.serverErrors} (goal 0)`,
  );
  printTable(
    ['call', 'sent', 'ok', 'refused by a rule', '5xx/none', 'calls/s', 'p50', 'p99'],
    burst.calls.map((call) => [
      call.call,
      call.sent,
      call.ok,
      Object.entries(call.refused)
        .map(([code, count]) => `${code} ${count}`)
        .join(', ') || '-',
      call.failed,
      Math.round(call.perSecond),
      msFigure(call.latencyMs.p50),
      msFigure(call.latencyMs.p99),
    ]),
  );
  console.log(
    `Stream: ${stream.connected} watchers (${stream.failed} failed to connect); over the ${stream.ticks} ticks from the signal ` +
      `${(stream.deliveredShare * 100).toFixed(1)}% of quotes delivered, lag p50 ${msFigure(stream.lagMs.p50)}, ` +
      `p99 ${msFigure(stream.lagMs.p99)}, max ${msFigure(stream.lagMs.max)}`,
  );
  const books = burst.trialBalance
    .map((row) => `${row.currency} ${row.sum}${row.mismatches ? ` (${row.mismatches} mismatches)` : ''}`)
    .join(', ');
  console.log(`Trial balance after: ${books} (each sum must be 0 with no mismatches)`);
}
