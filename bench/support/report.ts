/** Printing figures and keeping a JSON summary of each run under bench/results (git-ignored). */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const resultsDir = path.resolve(import.meta.dirname, '../results');

/** Writes bench/results/<name>.json with the machine it ran on, and returns its path. */
export async function writeResult(name: string, figures: Record<string, unknown>): Promise<string> {
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const machine = {
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  };
  await writeFile(file, JSON.stringify({ bench: name, at: new Date().toISOString(), machine, ...figures }, null, 2) + '\n');
  return file;
}

/** Prints rows as an aligned table; numbers and the header row's numeric columns align right. */
export function printTable(header: string[], rows: (string | number)[][]): void {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = header.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+/.test(String(row[column]))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  console.log(line(cells[0] ?? []));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number): string => `${Math.round(value)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Reads a positive number from the environment, or the default. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function envList(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map(Number);
  return values.every((value) => Number.isInteger(value) && value > 0) ? values : fallback;
}

/** Elapsed seconds since `start` (from performance.now()), for the bench's own running time. */
export const seconds = (start: number): string => `${((performance.now() - start) / 1000).toFixed(1)} s`;
