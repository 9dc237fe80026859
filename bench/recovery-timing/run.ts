/**
 * Whether a recovery filing's answer time tells a real account from an unknown number: a real
 * server process on a fresh database, `POST /api/vue/user/recoveryRequest` with the same photo
 * for the first filing of fresh real accounts and for unknown numbers, one at a time, alternating
 * which goes first. Prints the median, p90 and mean of each, and their difference (issue 29).
 *
 *   node --import tsx bench/recovery-timing/run.ts
 *   RECOVERY_FILINGS=40 (per kind, the default) RECOVERY_PHOTO_SIDE=480 (pixels, the default)
 */
import os from 'node:os';
import sharp from 'sharp';
import { envNumber, median, printTable, writeResult } from '../support/report';
import { startServer } from '../support/server';

const filings = envNumber('RECOVERY_FILINGS', 40);
const warmUp = 5;
const side = envNumber('RECOVERY_PHOTO_SIDE', 480);

/** A photo-like JPEG: noise does not compress, as a camera's picture barely does. */
const photo = await sharp({
  create: { width: side, height: side, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
})
  .jpeg({ quality: 85 })
  .toBuffer();

const server = await startServer();
try {
  console.log(
    `Recovery filing timing: ${os.cpus().length} CPU(s), photo ${(photo.length / 1024).toFixed(0)} KB, ${filings} filings of each kind\n`,
  );
  const total = filings + warmUp;
  const real = await Promise.all(Array.from({ length: total }, (_, index) => register(`0855${String(index).padStart(6, '0')}`)));
  const unknown = Array.from({ length: total }, (_, index) => `0866${String(index).padStart(6, '0')}`);
  const times = { real: [] as number[], unknown: [] as number[] };
  for (let index = 0; index < total; index++) {
    // Alternating which kind goes first, so neither always follows the other.
    const order = index % 2 === 0 ? (['real', 'unknown'] as const) : (['unknown', 'real'] as const);
    for (const kind of order) {
      const elapsed = await file(kind === 'real' ? (real[index] ?? '') : (unknown[index] ?? ''));
      if (index >= warmUp) times[kind].push(elapsed);
    }
  }
  const figures = { real: summary(times.real), unknown: summary(times.unknown) };
  printTable(
    ['first filing of', 'median ms', 'p90 ms', 'mean ms', 'min ms', 'max ms'],
    (['real', 'unknown'] as const).map((kind) => {
      const figure = figures[kind];
      return [
        kind === 'real' ? 'a real account' : 'an unknown number',
        figure.median,
        figure.p90,
        figure.mean,
        figure.min,
        figure.max,
      ].map((value) => (typeof value === 'number' ? value.toFixed(2) : value));
    }),
  );
  const difference = figures.real.median - figures.unknown.median;
  console.log(`\nmedian difference (real − unknown): ${difference.toFixed(2)} ms`);
  console.log(
    `results: ${await writeResult('recovery-timing', { photoBytes: photo.length, filings, ...figures, medianDifferenceMs: difference })}`,
  );
} finally {
  await server.stop();
}

async function register(account: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/vue/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: 'hanami2026', confirmPassword: 'hanami2026', inviteCode: 'KABUTO' }),
  });
  if (!response.ok) throw new Error(`register ${account}: ${response.status} ${await response.text()}`);
  return account;
}

/** Files a request for `account`; the milliseconds from sending to the whole answer read. */
async function file(account: string): Promise<number> {
  const form = new FormData();
  form.append('account', account);
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'id.jpg');
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/vue/user/recoveryRequest`, { method: 'POST', body: form });
  const body = await response.text();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`filing for ${account}: ${response.status} ${body}`);
  return elapsed;
}

function summary(values: number[]) {
  const sorted = [...values].sort((left, right) => left - right);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
  return {
    median: median(sorted),
    p90: at(0.9),
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    all: sorted.map((value) => Number(value.toFixed(2))),
  };
}
