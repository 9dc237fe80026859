import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { humanLogLine, humanLogStream, logRequests } from './log-format';

const tenPastTen = Date.UTC(2026, 10, 25, 10, 10, 5);

describe('human log lines', () => {
  it('show the time, the level and the message, without pino’s own fields', () => {
    const json = JSON.stringify({ level: 40, time: tenPastTen, pid: 1, hostname: 'box', msg: 'Redis reconnecting' });
    expect(humanLogLine(json)).toBe('10:10:05 WARN  Redis reconnecting\n');
  });

  it('keep extra fields as key=value but not the request id or a request line’s http record', () => {
    const json = JSON.stringify({
      level: 50,
      time: tenPastTen,
      reqId: 'req-1',
      http: { method: 'POST', path: '/api/vue/x', status: 500, ms: 3 },
      signal: 'SIGINT',
      msg: 'POST /api/vue/x 500 3 ms',
    });
    expect(humanLogLine(json)).toBe('10:10:05 ERROR POST /api/vue/x 500 3 ms signal=SIGINT\n');
  });

  it('print an error’s stack under its line', () => {
    const json = JSON.stringify({ level: 50, time: tenPastTen, msg: 'unhandled error', err: { stack: 'Error: boom\n  at f' } });
    expect(humanLogLine(json)).toBe('10:10:05 ERROR unhandled error\n    Error: boom\n      at f\n');
  });

  it('pass a line that is not JSON through unchanged', () => {
    expect(humanLogLine('plain words')).toBe('plain words\n');
  });

  it('write through the stream to its output', () => {
    const written: string[] = [];
    humanLogStream({ write: (text: string) => written.push(text) }).write(
      JSON.stringify({ level: 30, time: tenPastTen, msg: 'hello' }),
    );
    expect(written).toEqual(['10:10:05 INFO  hello\n']);
  });
});

/** A server like the real one, logging at `level` into a list of records. */
async function loggedServer(level: 'info' | 'debug') {
  const records: { level: number; msg: string; http?: { path: string; status: number } }[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => records.push(JSON.parse(line) as (typeof records)[number]) } },
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(400).send({ code: 'invalid_input' }));
  app.get('/broken', async () => {
    throw new Error('bug');
  });
  for (const url of ['/ok?token=secret', '/refused', '/broken']) await app.inject({ method: 'GET', url });
  await app.close();
  return records.filter((record) => record.http);
}

describe('request lines', () => {
  it('at info, come only for a request the server failed (5xx), at error', async () => {
    const lines = await loggedServer('info');
    expect(lines.map((line) => [line.level, line.http?.path, line.http?.status])).toEqual([[50, '/broken', 500]]);
  });

  it('at debug, come for every request, without the query string', async () => {
    const lines = await loggedServer('debug');
    expect(lines.map((line) => [line.level, line.http?.path, line.http?.status])).toEqual([
      [20, '/ok', 200],
      [20, '/refused', 400],
      [50, '/broken', 500],
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
