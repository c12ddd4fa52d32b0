// A Postgres primary and its streaming read replica, from Debian's Postgres 15 (the embedded 18 has no
// pg_basebackup): initdb, pg_basebackup -R, each server on a free loopback port with its data folder under one temp
// folder. initdb refuses root, so as root (CI) the binaries run as Debian's `postgres` user.
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '@app/infra/net/free-port';

const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

export interface PostgresPair {
  /** The primary: DATABASE_URL. */
  primaryUrl: string;
  /** The streaming replica: READ_DATABASE_URL. */
  replicaUrl: string;
  stop(): Promise<void>;
}

/** As root, the uid and gid of `postgres`; otherwise nothing (the binaries run as the current user). */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

export async function startPostgresPair(): Promise<PostgresPair> {
  const root = await mkdtemp(path.join(tmpdir(), 'topology-pg-'));
  const user = await postgresUser();
  if (user) await chown(root, user.uid, user.gid);
  await chmod(root, 0o700);
  const pgBin = (name: string, args: string[]) => run(path.join(BIN, name), args, { ...user, cwd: root, env: { ...process.env, LC_ALL: 'C' } });
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.reverse()) await pgBin('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  };
  // fsync off: a test's data need not survive a power cut, and the 2 cores are shared.
  const start = async (dir: string, port: number) => {
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    started.push(dir);
    try {
      await pgBin('pg_ctl', ['start', '-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', '-o', options]);
    } catch (error) {
      const log = await readFile(`${dir}.log`, 'utf8').catch(() => '(no log)');
      throw new Error(`Postgres in ${path.basename(dir)} did not start on port ${port}: ${error instanceof Error ? error.message : String(error)}\n${log.slice(-2000)}`);
    }
  };
  try {
    const [primaryPort, replicaPort] = [await freePort(), await freePort()];
    // initdb's default pg_hba.conf trusts loopback connections, replication included.
    await pgBin('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await start(primaryDir, primaryPort);
    await pgBin('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync']);
    await start(replicaDir, replicaPort);
    const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
    const pair = { primaryUrl: url(primaryPort), replicaUrl: url(replicaPort), stop };
    await assertStreaming(pair);
    return pair;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The replica is in recovery and the primary streams to it (the replica connects a moment after it starts). */
async function assertStreaming({ primaryUrl, replicaUrl }: Pick<PostgresPair, 'primaryUrl' | 'replicaUrl'>, timeoutMs = 10_000): Promise<void> {
  const query = async <T extends object>(url: string, text: string) => {
    const client = new pg.Client(url);
    await client.connect();
    try {
      return (await client.query<T>(text)).rows[0]!;
    } finally {
      await client.end();
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { recovering } = await query<{ recovering: boolean }>(replicaUrl, 'SELECT pg_is_in_recovery() AS recovering');
    const { senders } = await query<{ senders: number }>(primaryUrl, "SELECT count(*)::int AS senders FROM pg_stat_replication WHERE state = 'streaming'");
    if (recovering && senders === 1) return;
    if (Date.now() > deadline) throw new Error(`the replica does not stream from the primary (in recovery: ${recovering}, streaming senders: ${senders})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
