// The one Postgres server of a benchmark run: the embedded Postgres with default settings (fsync on), data under
// `.tmp/bench-<pid>`, removed on stop. `run-all` starts it once and hands its URL to every benchmark process through
// BENCH_POSTGRES_URL; a benchmark run alone starts its own. Every benchmark works in fresh databases of its own.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@app/infra/database/embedded-postgres';

export const SERVER_URL_VARIABLE = 'BENCH_POSTGRES_URL';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface BenchServer {
  url: string;
  /** A new, empty database; the caller drops it. */
  createDatabase(label: string): Promise<BenchDatabase>;
  /**
   * Writes out what the previous benchmark left dirty (CHECKPOINT), so its I/O does not land in the next one's
   * figures.
   */
  settle(): Promise<void>;
  /** Stops the server if this process started it. */
  stop(): Promise<void>;
}

/** This run's folder under .tmp: the server's data and run-all's result files; removed when the server stops. */
export function runDirectory(): string {
  return path.join(REPO_ROOT, '.tmp', `bench-${process.pid}`);
}

export async function startBenchServer(): Promise<BenchServer> {
  await removeStaleRunDirectories();
  const dataDir = path.join(runDirectory(), 'postgres');
  console.log(`Starting the embedded Postgres (default settings, fsync on; data in ${path.relative(REPO_ROOT, dataDir)})...`);
  const server = await startEmbeddedPostgres({ dataDir, persistent: false });
  return benchServer(server.url, async () => {
    await server.stop();
    await rm(runDirectory(), { recursive: true, force: true });
  });
}

/**
 * Ctrl-C ends a run through embedded-postgres's own exit hook, which stops the server (removing its data) and exits
 * at once; what is left is the run's folder. Folders of runs whose process is gone are removed here.
 */
async function removeStaleRunDirectories(): Promise<void> {
  const tmp = path.join(REPO_ROOT, '.tmp');
  const entries = await readdir(tmp).catch(() => []);
  for (const entry of entries) {
    const pid = /^bench-(\d+)$/.exec(entry)?.[1];
    if (pid && !existsSync(`/proc/${pid}`)) await rm(path.join(tmp, entry), { recursive: true, force: true });
  }
}

/** The server named by BENCH_POSTGRES_URL, or a new embedded one. */
export async function openBenchServer(): Promise<BenchServer> {
  const url = process.env[SERVER_URL_VARIABLE];
  return url ? benchServer(url, () => Promise.resolve()) : startBenchServer();
}

function benchServer(url: string, stop: () => Promise<void>): BenchServer {
  return {
    url,
    stop,
    settle: () => adminQuery(url, 'CHECKPOINT'),
    async createDatabase(label) {
      const name = `bench_${label.toLowerCase().replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return {
        name,
        url: databaseUrl.toString(),
        drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
