// Vitest global setup for integration tests: one real Postgres (embedded) and, when the binary is present, one
// real nats-server per test run, on free ports, stopped at the end. Test files make their own databases.
import type { TestProject } from 'vitest/node';
import path from 'node:path';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { startNatsServer } from './nats-server';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../../../.tmp');
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(root, `test-pg-${process.pid}`),
    persistent: false,
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const nats = await startNatsServer(path.join(root, `test-nats-${process.pid}`));
  project.provide('postgresUrl', postgres.url);
  project.provide('natsUrl', nats.url);
  return async () => {
    await nats.stop();
    await postgres.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    natsUrl: string;
  }
}
