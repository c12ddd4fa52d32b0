// The server of the catalog-reads benchmark, run in a child process (forked with IPC), as the platform runs in
// production: the process holds only what the platform holds (its read models, the query API's index), not the
// benchmark's generated ideas, so its memory figures are the platform's own. It starts the platform of `npm start`
// (API only) with two bench routes inside the query API's plugin: the trivial route (`{ ok: true }`) and the fixed
// page (the bytes of the catalog's first page, served from memory), then answers the benchmark's questions.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { MARKETPLACE_PAGE_SIZE } from '@app/domain/ideas/idea-enumerations';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { readConfig } from '@app/infra/config/config';
import { formatPosition } from '@app/infra/event-store/position';
import { listen } from '@app/infra/http/listen';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { memoryMb, type Memory } from '../process-memory';

// catalog-reads.ts reads the server's memory in these terms.
export type { Memory };

export const TRIVIAL_PATH = '/api/bench/trivial';
export const FIXED_PAGE_PATH = '/api/bench/fixed-page';
export const FIRST_PAGE_PATH = `/api/ideas?page=1&limit=${MARKETPLACE_PAGE_SIZE}`;
/** The admin the server seeds, whose read of the admin idea list waits for that list's index too. */
const ADMIN = { email: 'admin@bench.local', password: 'Bench-admin-pass1!' };

export interface ServerStarted {
  origin: string;
  /** From the start until the platform listens. */
  startMs: number;
  /** From the start until a read that must see the whole store (x-min-position at its head) has answered. */
  indexLoadMs: number;
  /**
   * From the start until the admin idea list (the query API's other index of every idea, loaded at start too) has
   * answered such a read as well: nothing loads in the background any more, and memory holds both indexes.
   */
  adminIndexLoadMs: number;
  /** That read's answer: the catalog's first page, as sent. */
  firstPage: string;
  before: Memory;
  after: Memory;
}

export type CatalogServerCommand =
  | { start: { databaseUrl: string } }
  | { memory: true }
  /** BENCH_CPU_PROFILE: `start` profiling; `stop` writes the profile as <folder>/catalog-reads-<label>.cpuprofile. */
  | { profile: { action: 'start' } | { action: 'stop'; folder: string; label: string } }
  | { stop: true };
export type CatalogServerMessage =
  | { started: ServerStarted }
  | { memory: Memory }
  | { profile: string }
  | { stopped: true }
  | { error: string };

/** The page the fixed-page route answers: the first page of the catalog once it is loaded. */
let fixedPage: Buffer = Buffer.from('{}');
let platform: Platform | undefined;
const profiler = new Session();

async function start(databaseUrl: string): Promise<ServerStarted> {
  const before = memoryMb();
  const started = performance.now();
  const config = readConfig({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED: 'false' });
  platform = await createPlatform({
    config,
    databaseUrl,
    extraRoutes: {
      queries(scope) {
        scope.get(TRIVIAL_PATH, () => Promise.resolve({ ok: true }));
        scope.get(FIXED_PAGE_PATH, (_request, reply) => reply.type('application/json; charset=utf-8').send(fixedPage));
      },
    },
  });
  const origin = await listen(platform.app, 0, '127.0.0.1');
  const startMs = performance.now() - started;
  const head = await platform.infra.eventStore.headPosition();
  if (!head) throw new Error('the store is empty');
  const body = await read(origin, FIRST_PAGE_PATH, { 'x-min-position': formatPosition(head) });
  const indexLoadMs = performance.now() - started;
  fixedPage = body;

  await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed);
  const signedIn = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!signedIn.ok) throw new Error(`admin sign-in answered ${signedIn.status}`);
  const { token } = (await signedIn.json()) as { token: string };
  await read(origin, '/api/admin/ideas/all?page=1&limit=1', { authorization: `Bearer ${token}`, 'x-min-position': formatPosition(head) });
  const adminIndexLoadMs = performance.now() - started;
  return { origin, startMs, indexLoadMs, adminIndexLoadMs, firstPage: body.toString('utf8'), before, after: memoryMb() };
}

async function read(origin: string, path: string, headers: Record<string, string>): Promise<Buffer> {
  const response = await fetch(`${origin}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.toString('utf8').slice(0, 200)}`);
  return body;
}

async function profile(command: Extract<CatalogServerCommand, { profile: unknown }>['profile']): Promise<string> {
  if (command.action === 'start') {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return 'started';
  }
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  await mkdir(command.folder, { recursive: true });
  const file = path.join(command.folder, `catalog-reads-${command.label}.cpuprofile`);
  await writeFile(file, JSON.stringify(taken));
  return file;
}

async function answer(command: CatalogServerCommand): Promise<CatalogServerMessage> {
  if ('start' in command) return { started: await start(command.start.databaseUrl) };
  if ('memory' in command) return { memory: memoryMb() };
  if ('profile' in command) return { profile: await profile(command.profile) };
  await platform?.close();
  return { stopped: true };
}

if (process.send) {
  const send = (message: CatalogServerMessage, then?: () => void) => process.send!(message, undefined, {}, then);
  // The benchmark process is gone (Ctrl-C, time limit): nobody asks any more.
  process.on('disconnect', () => void (platform?.close() ?? Promise.resolve()).finally(() => process.exit(1)));
  process.on('message', (command: CatalogServerCommand) => {
    answer(command)
      .then((message) => send(message, 'stopped' in message ? () => process.exit(0) : undefined))
      .catch((error: unknown) => send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
  });
}
