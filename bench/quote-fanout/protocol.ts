/** What the bench's processes tell each other over IPC, and the latency histogram they share. */

export type ClientCommand =
  | { type: 'connect'; url: string; first: number; count: number; symbols: string[]; topicsPerClient: number }
  | { type: 'window'; from: number; to: number }
  | { type: 'report' }
  | { type: 'disconnect' };

export type ClientReply =
  | { type: 'connected'; open: number; failed: number; firstError: string | null }
  | { type: 'report'; counted: number; otherFrames: number; histogram: [bucket: number, count: number][] }
  | { type: 'disconnected' };

/** Latencies are counted in buckets of 0.1 ms, up to 20 s (the last bucket holds everything above). */
export const bucketsPerMs = 10;
export const bucketCount = 20_000 * bucketsPerMs;

/** The `q`-th quantile (0–1) of a histogram of `[bucket, count]`, in ms. */
export function quantileMs(histogram: Map<number, number>, total: number, q: number): number {
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((left, right) => left - right)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return (bucket + 1) / bucketsPerMs;
  }
  return Number.NaN;
}

/** A wall-clock time in ms with sub-ms precision, comparable between processes on one machine. */
export const wallClockMs = (): number => performance.timeOrigin + performance.now();
