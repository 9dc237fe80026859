/**
 * How fast `/market/kline` answers 1,000 one-minute bars from the stored history: one request at
 * a time across all stocks (the latency a chart sees), then autocannon with several connections
 * on one stock (the latency under load).
 */
import autocannon from 'autocannon';
import { printTable } from '../support/report';

export interface KlineFigures {
  sequential: { requests: number; p50Ms: number; p99Ms: number; maxMs: number };
  loaded: {
    connections: number;
    seconds: number;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    non2xx: number;
    errors: number;
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

async function kline(baseUrl: string, symbol: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/vue/market/kline`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ symbol, period: '1m', limit: 1000 }),
  });
  const body = (await response.json()) as { data?: unknown[] };
  return body.data?.length ?? 0;
}

/** Waits until the history generated at the server's first start is stored (1,000 minute bars answer). */
export async function waitForHistory(baseUrl: string, symbol: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while ((await kline(baseUrl, symbol)) < 1000) {
    if (performance.now() - started > timeoutMs) throw new Error(`history not stored within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  return (performance.now() - started) / 1000;
}

export async function measureKline(
  baseUrl: string,
  symbols: string[],
  seconds: number,
  connections: number,
): Promise<KlineFigures> {
  const timings: number[] = [];
  for (let round = 0; round < 300; round++) {
    const symbol = symbols[round % symbols.length] ?? '';
    const started = performance.now();
    const bars = await kline(baseUrl, symbol);
    timings.push(performance.now() - started);
    if (bars !== 1000) throw new Error(`kline for ${symbol} answered ${bars} bars, not 1000`);
  }
  timings.sort((left, right) => left - right);
  const sequential = {
    requests: timings.length,
    p50Ms: quantile(timings, 0.5),
    p99Ms: quantile(timings, 0.99),
    maxMs: timings.at(-1) ?? Number.NaN,
  };
  const result = await autocannon({
    url: `${baseUrl}/api/vue/market/kline`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ symbol: symbols[0], period: '1m', limit: 1000 }),
    connections,
    duration: seconds,
  });
  const loaded = {
    connections,
    seconds,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  printTable(
    ['/market/kline 1m × 1000', 'requests/s', 'p50', 'p99', 'max'],
    [
      [
        'sequential, 300 across stocks',
        '',
        `${sequential.p50Ms.toFixed(1)} ms`,
        `${sequential.p99Ms.toFixed(1)} ms`,
        `${sequential.maxMs.toFixed(1)} ms`,
      ],
      [
        `autocannon, ${connections} connections, ${seconds} s`,
        loaded.requestsPerSecond.toFixed(1),
        `${loaded.p50Ms} ms`,
        `${loaded.p99Ms} ms`,
        '',
      ],
    ],
  );
  if (loaded.non2xx || loaded.errors) console.log(`  ${loaded.non2xx} non-2xx replies, ${loaded.errors} errors or timeouts`);
  return { sequential, loaded };
}
