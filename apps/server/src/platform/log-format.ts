/**
 * How the server logs: JSON lines for collectors (LOG_FORMAT=json), short human lines otherwise,
 * and one line per request only at `debug` or when the server failed (5xx).
 */
import type { FastifyInstance } from 'fastify';

export type LogFormat = 'text' | 'json';

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields, the request id Fastify binds, and a request line's `http` (its message says it): noise on a terminal. */
const hiddenFields = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'http']);

interface ErrorRecord {
  message?: unknown;
  stack?: unknown;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One pino JSON record as a terminal line: `10:23:01 WARN  message key=value`, and an error's stack below. */
export function humanLogLine(json: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = typeof record.time === 'number' ? new Date(record.time).toISOString().slice(11, 19) : '--:--:--';
  const level = (typeof record.level === 'number' ? levelNames[record.level] : undefined) ?? 'LOG';
  const fields = Object.entries(record)
    .filter(([key]) => !hiddenFields.has(key))
    .map(([key, value]) => ` ${key}=${fieldText(value)}`)
    .join('');
  let line = `${time} ${level.padEnd(5)} ${typeof record.msg === 'string' ? record.msg : ''}${fields}\n`;
  const error = record.err as ErrorRecord | undefined;
  if (error && typeof error === 'object') {
    const detail = typeof error.stack === 'string' ? error.stack : String(error.message);
    line += detail
      .split('\n')
      .map((part) => `    ${part}\n`)
      .join('');
  }
  return line;
}

/** A pino destination that writes human lines to `out` (standard output by default). */
export function humanLogStream(out: { write(text: string): unknown } = process.stdout): { write(json: string): void } {
  return {
    write(json: string) {
      out.write(humanLogLine(json));
    },
  };
}

/**
 * Fastify's own request logging is off (two info lines per request buried the start lines and
 * every warning); this logs one line per request at debug, and at error when the server failed.
 * A 4xx is the client's mistake, answered with a code: not worth a line at info. The query string
 * is left out, as it may carry a stream token.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // A 503 is a node still starting (readiness answers starting_up): expected, not a failure.
    const failed = status >= 500 && status !== 503;
    // Checked before building the line: at info, the busiest path of the server does nothing here.
    if (failed || request.log.level === 'debug' || request.log.level === 'trace') {
      const path = request.url.split('?')[0] ?? request.url;
      const ms = Math.round(reply.elapsedTime);
      request.log[failed ? 'error' : 'debug'](
        { http: { method: request.method, path, status, ms } },
        `${request.method} ${path} ${status} ${ms} ms`,
      );
    }
    done();
  });
}
