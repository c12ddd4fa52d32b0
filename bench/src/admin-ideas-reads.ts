// Admin idea reads: `GET /api/admin/ideas/all` under load with 100,000 platform ideas in the store, loaded the way
// catalog-reads loads them (the seed's generator, each idea's history appended to its stream), then projected by the
// product's projections (the benchmark waits until every one is at the head). The admin panel's requests: a 500-row
// page (docs/product.md "Limits") with a random mix of source, type, batch, id range, title search, categories, sort
// and order, on the first pages of the infinite scroll, as the signed-in admin. Baseline: `GET /api/bench/trivial` (`{
// ok: true }` inside the query-API plugin: authentication, with the same admin session, and x-min-position hooks), same
// server, same connections, same run.
//
// The query API answers the list from memory (query-api/src/admin-ideas-index/): the benchmark's first request waits
// for its full load, so the measured phases do not share the process with it. Before that, the projection's tables
// are vacuumed and analyzed, as autovacuum does after a bulk of inserts (within its one-minute nap).
//
// Run alone: npx tsx bench/src/admin-ideas-reads.ts   (BENCH_QUICK=1: 5,000 ideas and short phases, figures
// meaningless)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { BENCH_ADMIN, getJson, signInAdmin } from './admin-http';
import { ADMIN_IDEA_PAGE_SIZE, ADMIN_IDEA_SORTS, type AdminIdeaPage } from '@app/domain/ideas/admin-idea-view';
import { CATEGORIES } from '@app/domain/ideas/idea-enumerations';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { readConfig } from '@app/infra/config/config';
import { formatPosition } from '@app/infra/event-store/position';
import { listen } from '@app/infra/http/listen';
import { projections } from '@app/projectors/projections';
import { BATCH_COUNT } from '@app/seed/platform-ideas/generate-catalog';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { runBench, type BenchContext } from './bench-main';
import { catalogHistories } from './marketplace-reads/catalog-histories';
import type { CatalogClientCommand, CatalogClientMessage, LoadJob, LoadReport, PathLatency } from './marketplace-reads/catalog-load-client';
import { loadIdeas } from './marketplace-reads/load-ideas';
import { SearchTerms, seededRandom } from './marketplace-reads/query-mix';
import { waitForProjection } from './projection-caught-up';
import { formatNumber, result, type BenchResult, type Figure } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const IDEA_COUNT = QUICK ? 5_000 : 100_000;
const CATALOG_SEED = 4;
const QUERY_SEED = 20_261_125;
const QUERY_COUNT = 20_000;
/** As catalog-reads: enough to keep one Node.js process on 2 shared cores saturated without measuring a queue. */
const CONNECTIONS = 8;
const WARMUP_SECONDS = QUICK ? 1 : 3;
const MAIN_SECONDS = QUICK ? 3 : 12;
const LOAD_CONCURRENCY = 16;
const LOAD_TIME_LIMIT_MS = 240_000;
const CATCH_UP_TIME_LIMIT_MS = 300_000;
const GOAL_P99_MS = 50;
const TRIVIAL_PATH = '/api/bench/trivial';

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Each parameter drawn on its own, so the list holds plain pages, single filters and combinations. */
function adminQueryMix(random: () => number, terms: SearchTerms, ideaCount: number): string[] {
  return Array.from({ length: QUERY_COUNT }, () => {
    const query = new URLSearchParams({ limit: String(ADMIN_IDEA_PAGE_SIZE) });
    const page = random();
    if (page >= 0.6) query.set('offset', String(ADMIN_IDEA_PAGE_SIZE * (page < 0.85 ? 1 : 2)));
    if (random() < 0.25) query.set('source', random() < 0.6 ? 'FD' : pick(random, ['UGC', 'UGI', 'UGP2P']));
    if (random() < 0.3) query.set('type', random() < 0.5 ? 'FREE' : 'PREMIUM');
    if (random() < 0.25) query.set('batch', String(1 + Math.floor(random() * BATCH_COUNT)));
    if (random() < 0.1) {
      const from = Math.floor(random() * ideaCount);
      query.set('idFrom', String(from));
      query.set('idTo', String(from + Math.floor(random() * ideaCount * 0.2)));
    }
    if (random() < 0.25) query.set('q', terms.draw(random));
    if (random() < 0.3) query.set('categories', [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(random, CATEGORIES)))].join(','));
    query.set('sort', pick(random, ADMIN_IDEA_SORTS));
    query.set('order', random() < 0.5 ? 'asc' : 'desc');
    return `/api/admin/ideas/all?${query.toString()}`;
  });
}

async function measureAdminIdeasReads({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('admin_ideas_reads');
  let platform: Platform | undefined;
  const client = fork(new URL('./marketplace-reads/catalog-load-client.ts', import.meta.url));
  const stopClient = () => client.send({ stop: true } satisfies CatalogClientCommand);
  signal.addEventListener('abort', stopClient);
  try {
    console.log(`Generating and appending ${IDEA_COUNT.toLocaleString('en-US')} ideas (seed ${CATALOG_SEED}, no documents)...`);
    const catalog = catalogHistories(IDEA_COUNT, CATALOG_SEED);
    const load = await loadIdeas(database.url, catalog.histories, catalog.adminUserId, { concurrency: LOAD_CONCURRENCY, timeLimitMs: LOAD_TIME_LIMIT_MS, signal });
    console.log(`  appended ${formatNumber(load.ideas)} idea streams (${formatNumber(load.events)} events) in ${(load.elapsedMs / 1000).toFixed(1)} s`);
    await server.settle();

    console.log('Starting the platform (product projections) and waiting for the admin_ideas projection...');
    const config = readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
    platform = await createPlatform({
      config,
      databaseUrl: database.url,
      extraRoutes: { queries: (scope) => scope.get(TRIVIAL_PATH, () => Promise.resolve({ ok: true })) },
    });
    const catchUpMs = await waitForProjection(platform, 'admin_ideas', signal, CATCH_UP_TIME_LIMIT_MS);
    console.log(`  admin_ideas at the head ${(catchUpMs / 1000).toFixed(1)} s after the start (${formatNumber((load.events / catchUpMs) * 1000)} events/s)`);
    // The others too (the catalog and the query API's index that follows it): their catching up would share the
    // machine with the measured reads.
    for (const { name } of projections) await waitForProjection(platform, name, signal, CATCH_UP_TIME_LIMIT_MS);
    await settleTables(platform);
    await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed);
    const origin = await listen(platform.app, 0, '127.0.0.1');
    const headers = { authorization: `Bearer ${await signInAdmin(origin)}` };
    // The query API loads the marketplace's in-memory index after start; a read that must see the head waits for it,
    // so the measured phases do not share the process with that load.
    const head = await platform.infra.eventStore.headPosition();
    if (head) await getJson(origin, '/api/ideas?limit=1', { 'x-min-position': formatPosition(head) });

    const all = await getJson<AdminIdeaPage>(origin, `/api/admin/ideas/all?limit=1`, headers);
    if (all.total !== IDEA_COUNT) throw new Error(`GET /api/admin/ideas/all counts ${all.total} ideas; ${IDEA_COUNT} were loaded`);
    const mix = adminQueryMix(seededRandom(QUERY_SEED), new SearchTerms(catalog.titles), IDEA_COUNT);

    const run = async (label: string, paths: readonly string[], connections = CONNECTIONS): Promise<LoadReport> => {
      const job: LoadJob = { kind: 'load', origin, paths, headers, connections, warmupSeconds: WARMUP_SECONDS, durationSeconds: MAIN_SECONDS };
      client.send({ job } satisfies CatalogClientCommand);
      const [message] = (await once(client, 'message')) as [CatalogClientMessage];
      if ('error' in message) throw new Error(`load client: ${message.error}`);
      if (!('load' in message)) throw new Error('load client: unexpected answer');
      const report = message.load;
      console.log(`  ${label}: ${formatNumber(report.requestsPerSecond)} requests/s, ${describe(report)}`);
      if (report.non2xx > 0 || report.errors > 0) throw new Error(`${label}: ${report.non2xx} non-2xx answers, ${report.errors} errors`);
      return report;
    };
    console.log(`Load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${MAIN_SECONDS} s, as the admin`);
    const trivial = await run('trivial route', [TRIVIAL_PATH]);
    const mixed = await run('admin ideas, random filtered 500-row pages', mix);
    printSlowest(mixed.byPath);
    // One admin scrolling: the same requests one at a time (info).
    const alone = await run('admin ideas, the same mix, one connection', mix, 1);

    const bench = `admin idea reads, ${formatNumber(IDEA_COUNT)} ideas`;
    const trivialFigure = loadFigure('GET trivial route (admin session)', trivial);
    return [
      result(bench, trivialFigure, trivialFigure),
      result(bench, loadFigure('GET /api/admin/ideas/all random 500-row pages', mixed), trivialFigure),
      result(bench, p99Figure('GET /api/admin/ideas/all p99', mixed), p99Figure('trivial route p99', trivial), {
        text: `p99 <= ${GOAL_P99_MS} ms`,
        pass: mixed.latency.p99 <= GOAL_P99_MS,
      }),
      result(bench, p99Figure('GET /api/admin/ideas/all p99, one connection', alone), p99Figure('trivial route p99', trivial)),
    ];
  } finally {
    signal.removeEventListener('abort', stopClient);
    client.kill();
    await platform?.close();
    await database.drop();
  }
}

/** VACUUM ANALYZE of the active generation's tables, as autovacuum would after the build's inserts. */
async function settleTables(platform: Platform): Promise<void> {
  const { rows } = await platform.infra.pool.query<{ schema_name: string }>(
    `SELECT schema_name FROM projections.registry WHERE name = 'admin_ideas' AND status = 'active'`,
  );
  const schema = rows[0]?.schema_name;
  if (!schema) throw new Error('admin_ideas has no active generation');
  for (const table of ['admin_ideas', 'admin_idea_details', 'admin_idea_trends']) {
    await sql`VACUUM (ANALYZE) ${sql.table(`${schema}.${table}`)}`.execute(platform.infra.db);
  }
}

/** Diagnostics for the log: the requests with the highest latency. */
function printSlowest(byPath: readonly PathLatency[]): void {
  const slowest = [...byPath].sort((a, b) => b.maxMs - a.maxMs).slice(0, 5);
  console.log('    slowest requests (max latency, times sent):');
  for (const entry of slowest) console.log(`      ${entry.maxMs.toFixed(1)} ms, ${entry.count}x  ${entry.path}`);
}

function describe(report: LoadReport): string {
  const { p50, p99, max, count } = report.latency;
  return `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${max.toFixed(1)} ms, n=${count}, ${formatNumber(report.bytesPerSecond / 1e6)} MB/s`;
}

function loadFigure(name: string, report: LoadReport): Figure {
  return { name, value: report.requestsPerSecond, unit: 'requests/s', detail: describe(report) };
}

function p99Figure(name: string, report: LoadReport): Figure {
  return { name, value: report.latency.p99, unit: 'ms', detail: `p50 ${report.latency.p50.toFixed(1)} ms, n=${report.latency.count}` };
}

runBench('Admin idea reads', { timeLimitMs: 600_000 }, measureAdminIdeasReads);
