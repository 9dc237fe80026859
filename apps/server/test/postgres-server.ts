/**
 * The Postgres server tests run against: the one at TEST_DATABASE_URL when it is set, or an
 * embedded cluster in a temporary folder. Either way, a template database is migrated once and
 * each test file gets a fresh copy of it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export interface TestPostgres {
  /** A connection URL for `database` on the test server. */
  serverUrl: string;
  templateDatabase: string;
  stop(): Promise<void>;
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function startTestPostgres(): Promise<TestPostgres> {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => undefined as void;
  if (!serverUrl) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded-postgres');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'kabuto-test-pg-'));
    await import('node:fs/promises').then((fs) => fs.chmod(folder, 0o755));
    const cluster = await startEmbeddedPostgres(path.join(folder, 'cluster'));
    serverUrl = cluster.url('postgres');
    stopServer = async () => {
      await cluster.stop();
      await rm(folder, { recursive: true, force: true });
    };
  }
  const templateDatabase = `kabuto_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${templateDatabase}`);
  const template = openDatabase(withDatabase(serverUrl, templateDatabase), 2);
  await migrate(template);
  await template.close();
  const url = serverUrl;
  return {
    serverUrl: url,
    templateDatabase,
    async stop() {
      await dropDatabasesLike(url, `${templateDatabase}%`);
      await stopServer();
    },
  };
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function cloneTemplate(serverUrl: string, templateDatabase: string): Promise<string> {
  const name = `${templateDatabase}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  return withDatabase(serverUrl, name);
}

async function dropDatabasesLike(serverUrl: string, pattern: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC',
      [pattern],
    );
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
