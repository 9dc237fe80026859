/**
 * The members watching quotes during the burst: quote-fanout's stream clients (its clients.ts, in
 * processes of their own) subscribed to the stamped quotes its source publishes once a second
 * through Redis, which every node relays. Delivery and lag are counted over the ticks of the burst.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { addCleanup } from '../support/cleanup';
import { nextMessage } from '../support/processes';
import { root } from '../support/server';
import { quantileMs, type ClientCommand, type ClientReply } from '../quote-fanout/protocol';

const clientsScript = path.join(root, 'bench/quote-fanout/clients.ts');
export const topicsPerClient = 10;

export interface StreamFigures {
  connected: number;
  failed: number;
  ticks: number;
  /** Quotes received of those sent to the connected clients over the ticks of the window. */
  deliveredShare: number;
  lagMs: { p50: number; p99: number; max: number };
}

export interface Watchers {
  connect(urls: string[], count: number, symbols: string[]): Promise<{ open: number; failed: number }>;
  /** Counts the quotes of ticks `from`…`to` from now on. */
  window(from: number, to: number): void;
  report(ticks: number): Promise<StreamFigures>;
  disconnect(): Promise<void>;
}

function ask<T extends ClientReply>(children: ChildProcess[], command: ClientCommand, type: T['type'], timeoutMs?: number) {
  return Promise.all(
    children.map((child) => {
      const reply = nextMessage<T>(child, type, timeoutMs);
      child.send(command);
      return reply;
    }),
  );
}

export function startWatchers(processes: number): Watchers {
  const children = Array.from({ length: processes }, () => {
    const child = spawn(process.execPath, ['--import', 'tsx', clientsScript], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    addCleanup(() => {
      if (child.connected) child.disconnect();
    });
    return child;
  });
  let open = 0;
  let failed = 0;
  return {
    async connect(urls, count, symbols) {
      const share = Math.ceil(count / children.length);
      const replies = await Promise.all(
        children.map((child, index) => {
          const first = index * share;
          const command: ClientCommand = {
            type: 'connect',
            url: urls[index % urls.length]!,
            first,
            count: Math.max(0, Math.min(share, count - first)),
            symbols,
            topicsPerClient,
          };
          const reply = nextMessage<Extract<ClientReply, { type: 'connected' }>>(child, 'connected', 300_000);
          child.send(command);
          return reply;
        }),
      );
      open = replies.reduce((total, reply) => total + reply.open, 0);
      failed = replies.reduce((total, reply) => total + reply.failed, 0);
      return { open, failed };
    },
    window(from, to) {
      for (const child of children) child.send({ type: 'window', from, to } satisfies ClientCommand);
    },
    async report(ticks) {
      const reports = await ask<Extract<ClientReply, { type: 'report' }>>(children, { type: 'report' }, 'report');
      const histogram = new Map<number, number>();
      for (const report of reports)
        for (const [bucket, hits] of report.histogram) histogram.set(bucket, (histogram.get(bucket) ?? 0) + hits);
      const delivered = reports.reduce((total, report) => total + report.counted, 0);
      const expected = open * topicsPerClient * ticks;
      return {
        connected: open,
        failed,
        ticks,
        deliveredShare: expected ? delivered / expected : 0,
        lagMs: {
          p50: quantileMs(histogram, delivered, 0.5),
          p99: quantileMs(histogram, delivered, 0.99),
          max: quantileMs(histogram, delivered, 1),
        },
      };
    },
    async disconnect() {
      await ask(children, { type: 'disconnect' }, 'disconnected', 120_000);
    },
  };
}
