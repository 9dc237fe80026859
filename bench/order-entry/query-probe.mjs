// Counts and times the queries the server sends to Postgres, for the profile of bench/order-entry.
// The bench loads it into the server process with NODE_OPTIONS=--import (no server code changes).
// It does nothing until the first SIGUSR2; the next SIGUSR2 writes what it counted, per SQL text,
// to QUERY_PROBE_FILE and stops counting. Time is measured in the server, from the call to the
// result: the round trip, the wait for the connection's earlier queries, and the statement itself.
import { writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.QUERY_PROBE_FILE;
const original = pg.Client.prototype.query;
let statements = null;

function record(text, started) {
  if (!statements) return;
  const entry = statements.get(text) ?? { count: 0, totalMs: 0 };
  entry.count++;
  entry.totalMs += performance.now() - started;
  statements.set(text, entry);
}

pg.Client.prototype.query = function query(config, values, callback) {
  // Cursors and other submittables are passed through untouched.
  if (!statements || (typeof config === 'object' && config !== null && typeof config.submit === 'function')) {
    return original.apply(this, arguments);
  }
  const text = typeof config === 'string' ? config : String(config?.text ?? config);
  const started = performance.now();
  if (typeof callback === 'function') {
    return original.call(this, config, values, (...results) => {
      record(text, started);
      callback(...results);
    });
  }
  if (typeof values === 'function') {
    return original.call(this, config, (...results) => {
      record(text, started);
      values(...results);
    });
  }
  const result = original.apply(this, arguments);
  return typeof result?.finally === 'function' ? result.finally(() => record(text, started)) : result;
};

process.on('SIGUSR2', () => {
  if (!statements) {
    statements = new Map();
    return;
  }
  const counted = [...statements].map(([text, entry]) => ({ text, ...entry }));
  statements = null;
  if (file) writeFileSync(file, JSON.stringify(counted));
});
