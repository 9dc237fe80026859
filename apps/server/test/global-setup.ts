/** Vitest global setup for the server's tests: one Postgres server and one migrated template. */
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.serverUrl);
  project.provide('templateDatabase', postgres.templateDatabase);
  return () => postgres.stop();
}
