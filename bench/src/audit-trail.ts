// The admin's audit trail (docs/product.md "Admin: History and activity") at 1,000,000 events: the history of one
// entity (`GET /api/admin/history/...`, read from its stream) and the platform's activity (`GET /api/admin/activity`,
// the `activity` read model), over HTTP as the signed-in admin, and how fast the activity projection catches up over
// the million.
//
// The store holds what a year of the platform records (platform-history.ts: ideas curated by five admins, members
// signing in and paying, trends), appended straight to the store. Then:
//   1. catch-up: the platform starts with the activity projection alone and the benchmark times it from the start
//      until it is active at the head; baseline: reading the same events through `readAll` in the runtime's pages.
//   2. reads: the platform starts again with the users projection too (it names the actors) and, once both are at the
//      head, a load client in a child process sends each phase's requests on CONNECTIONS connections: an idea's
//      history, a member's history, the activity without a filter, with each filter and combinations of them (actor
//      by email, by system actor, kind, type), and deep pages (`before` cursors anywhere in the million). Baseline: the
//      trivial route (`{ ok: true }` inside the query-API plugin, same admin session), same connections, same run.
//
// Run alone: npx tsx bench/src/audit-trail.ts   (BENCH_QUICK=1: 20,000 events and short phases, figures meaningless)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { ACTIVITY_EVENT_TYPES } from '@app/domain/history/activity-kind';
import { HISTORY_PAGE_DEFAULT } from '@app/domain/history/history-view';
import { formatPosition } from '@app/infra/event-store/position';
import { listen } from '@app/infra/http/listen';
import { activityProjection } from '@app/projectors/activity/activity.projection';
import { DEFAULT_BUILD_BATCH_SIZE } from '@app/projectors/runtime/projector-runtime';
import type { ActivityReadDatabase } from '@app/projectors/activity/activity.table';
import { usersProjection } from '@app/projectors/users/users.projection';
import type { Platform } from '@app/scripts/platform';
import { BENCH_ADMIN, getJson, signInAdmin } from './admin-http';
import { runBench, type BenchContext } from './bench-main';
import type { CatalogClientCommand, CatalogClientMessage, LoadJob, LoadReport } from './marketplace-reads/catalog-load-client';
import { seededRandom } from './marketplace-reads/query-mix';
import { loadPlatformHistory, pick, readAllRate, startPlatform, TRIVIAL_PATH, type HistorySizes } from './platform-history';
import { waitForProjection } from './projection-caught-up';
import { formatNumber, result, type BenchResult, type Figure } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZES: HistorySizes = QUICK ? { totalEvents: 20_000, ideaCount: 2_000, members: 50 } : { totalEvents: 1_000_000, ideaCount: 90_000, members: 2_000 };
const PATH_SEED = 20_261_126;
const CATCH_UP_TIME_LIMIT_MS = 600_000;
/** As admin-ideas-reads: keeps one Node.js process on 2 shared cores saturated without measuring a queue. */
const CONNECTIONS = 8;
const WARMUP_SECONDS = QUICK ? 1 : 2;
const MAIN_SECONDS = QUICK ? 2 : 8;
/** Distinct requests per phase (cycled). */
const PATHS_PER_PHASE = 2_000;
const GOAL_P99_MS = 50;


async function measureAuditTrail({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('audit_trail');
  let platform: Platform | undefined;
  const client = fork(new URL('./marketplace-reads/catalog-load-client.ts', import.meta.url));
  const stopClient = () => client.send({ stop: true } satisfies CatalogClientCommand);
  signal.addEventListener('abort', stopClient);
  try {
    const load = await loadPlatformHistory(server, database, SIZES, signal);
    console.log('Catch-up: the activity projection alone, from the start until it is active at the head...');
    platform = await startPlatform(database, [activityProjection]);
    const catchUpMs = await waitForProjection(platform, activityProjection.name, signal, CATCH_UP_TIME_LIMIT_MS);
    const read = platform.infra.db.withTables<ActivityReadDatabase>();
    const { count } = await read.selectFrom('read.activity').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    const rows = Number(count);
    const catchUpRate = (rows / catchUpMs) * 1000;
    console.log(`  ${formatNumber(rows)} activity rows in ${(catchUpMs / 1000).toFixed(1)} s (${formatNumber(catchUpRate)} events/s)`);
    const { eventsPerSecond: readRate } = await readAllRate(platform.infra.eventStore, ACTIVITY_EVENT_TYPES, DEFAULT_BUILD_BATCH_SIZE, signal);
    console.log(`  readAll in pages of ${DEFAULT_BUILD_BATCH_SIZE}: ${formatNumber(readRate)} events/s`);
    await platform.close();
    platform = undefined;
    await server.settle();

    console.log('Reads: the platform with the users and activity projections, as the signed-in admin...');
    platform = await startPlatform(database, [usersProjection, activityProjection]);
    for (const name of [usersProjection.name, activityProjection.name]) await waitForProjection(platform, name, signal, CATCH_UP_TIME_LIMIT_MS);
    await analyzeActivity(platform);
    const origin = await listen(platform.app, 0, '127.0.0.1');
    const headers = { authorization: `Bearer ${await signInAdmin(origin)}` };
    const positions = await cursors(platform, PATHS_PER_PHASE);
    const random = seededRandom(PATH_SEED);
    const phasePaths = (make: () => string) => Array.from({ length: PATHS_PER_PHASE }, make);
    const activity = (query: Record<string, string>) => `/api/admin/activity?${new URLSearchParams(query).toString()}`;
    const filters: Record<string, string>[] = [
      { actor: BENCH_ADMIN.email },
      { actor: 'job' },
      { actor: 'webhook' },
      { kind: 'payments' },
      { kind: 'trends' },
      { kind: 'users' },
      { type: 'IdeaTypeChanged' },
      { type: 'RoleChanged' },
      { actor: BENCH_ADMIN.email, kind: 'trends' },
      { actor: BENCH_ADMIN.email, type: 'IdeaStamped' },
      { kind: 'users', type: 'RoleChanged' },
      { actor: 'webhook', kind: 'payments', type: 'CheckoutCompleted' },
      { actor: BENCH_ADMIN.email, kind: 'ideas', type: 'IdeaDeleted' },
    ];
    // A sample of each, so the log shows the filters answer (and how much).
    for (const query of filters) {
      const page = await getJson<{ entries: unknown[] }>(origin, activity(query), headers);
      console.log(`  ${activity(query)}: ${page.entries.length} entries`);
      if (page.entries.length === 0) throw new Error(`${activity(query)} answered no entries`);
    }
    const phases: { label: string; paths: string[] }[] = [
      { label: 'GET /api/admin/history/ideas/{id}', paths: phasePaths(() => `/api/admin/history/ideas/${pick(random, load.ideaIds)}`) },
      { label: 'GET /api/admin/history/users/{id}', paths: phasePaths(() => `/api/admin/history/users/${pick(random, load.members)}`) },
      { label: 'GET /api/admin/activity (no filter)', paths: [activity({})] },
      { label: 'GET /api/admin/activity, each filter and combinations', paths: phasePaths(() => activity({ ...pick(random, filters), limit: String(HISTORY_PAGE_DEFAULT) })) },
      { label: 'GET /api/admin/activity, deep pages (before)', paths: positions.map((before) => activity({ before })) },
      { label: 'GET /api/admin/activity, deep pages with a filter', paths: positions.map((before) => activity({ ...pick(random, filters), before })) },
    ];

    const run = async (label: string, paths: readonly string[]): Promise<LoadReport> => {
      const job: LoadJob = { kind: 'load', origin, paths, headers, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, durationSeconds: MAIN_SECONDS };
      client.send({ job } satisfies CatalogClientCommand);
      const [message] = (await once(client, 'message')) as [CatalogClientMessage];
      if ('error' in message) throw new Error(`load client: ${message.error}`);
      if (!('load' in message)) throw new Error('load client: unexpected answer');
      const report = message.load;
      console.log(`  ${label}: ${formatNumber(report.requestsPerSecond)} requests/s, ${describe(report)}`);
      if (report.non2xx > 0 || report.errors > 0) throw new Error(`${label}: ${report.non2xx} non-2xx answers, ${report.errors} errors`);
      return report;
    };
    console.log(`Load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${MAIN_SECONDS} s each`);
    const trivial = await run('trivial route', [TRIVIAL_PATH]);
    const bench = `audit trail, ${formatNumber(load.events)} events`;
    const trivialP99 = p99Figure('trivial route p99', trivial);
    const results: BenchResult[] = [
      result(
        bench,
        { name: 'activity projection catch-up', value: catchUpRate, unit: 'events/s', detail: `${formatNumber(rows)} rows in ${(catchUpMs / 1000).toFixed(1)} s` },
        { name: 'readAll pages', value: readRate, unit: 'events/s' },
      ),
    ];
    for (const { label, paths } of phases) {
      const report = await run(label, paths);
      printSlowestPaths(report);
      results.push(result(bench, p99Figure(`${label} p99`, report), trivialP99, { text: `p99 <= ${GOAL_P99_MS} ms`, pass: report.latency.p99 <= GOAL_P99_MS }));
    }
    return results;
  } finally {
    signal.removeEventListener('abort', stopClient);
    client.kill();
    await platform?.close();
    await database.drop();
  }
}

/**
 * VACUUM ANALYZE of the activity's table, as autovacuum does within its one-minute nap after the build's inserts: the
 * planner needs the filters' statistics to pick, for a rare kind or type, its index over the newest-first scan.
 */
async function analyzeActivity(platform: Platform): Promise<void> {
  const { rows } = await platform.infra.pool.query<{ schema_name: string }>(
    `SELECT schema_name FROM projections.registry WHERE name = $1 AND status = 'active'`,
    [activityProjection.name],
  );
  const schema = rows[0]?.schema_name;
  if (!schema) throw new Error('the activity projection has no active generation');
  await sql`VACUUM (ANALYZE) ${sql.table(`${schema}.activity`)}`.execute(platform.infra.db);
}

/** `before` cursors spread over the whole activity: a sample of its positions, in no order of theirs. */
async function cursors(platform: Platform, count: number): Promise<string[]> {
  const { rows } = await platform.infra.pool.query<{ commit_position: string; prepare_position: string }>(
    'SELECT commit_position, prepare_position FROM read.activity ORDER BY md5(event_id) LIMIT $1',
    [count],
  );
  if (rows.length === 0) throw new Error('no activity rows to page from');
  return rows.map((row) => formatPosition({ commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) }));
}

/**
 * Diagnostics for the log: the paths of a phase with the highest mean latency (a filter the indexes serve badly shows
 * here).
 */
function printSlowestPaths(report: LoadReport): void {
  const distinct = new Set(report.byPath.map((entry) => entry.path)).size;
  if (distinct < 2) return;
  const slowest = [...report.byPath].sort((a, b) => b.totalMs / b.count - a.totalMs / a.count).slice(0, 3);
  for (const entry of slowest) console.log(`      mean ${(entry.totalMs / entry.count).toFixed(1)} ms, max ${entry.maxMs.toFixed(1)} ms, ${entry.count}x  ${entry.path}`);
}

function describe(report: LoadReport): string {
  const { p50, p99, max, count } = report.latency;
  return `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, n=${count}`;
}

function p99Figure(name: string, report: LoadReport): Figure {
  return { name, value: report.latency.p99, unit: 'ms', detail: `p50 ${report.latency.p50.toFixed(1)} ms, n=${report.latency.count}` };
}

runBench('Audit trail', { timeLimitMs: 900_000 }, measureAuditTrail);
