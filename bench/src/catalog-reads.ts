// Catalog reads: `GET /api/ideas` under load with 100,000 platform ideas in the store. The ideas come from
// the seed's catalog generator (documents left out), appended as each idea's history straight to the event store;
// then the one-process platform starts with the product's projections and the `catalog` projection catches up. The
// platform is then started again in a process of its own (catalog-server.ts), as after a restart: timed from the
// start until a read that must see everything (x-min-position at the head) answers, which is the query API's
// in-memory index loaded from the read model. Its memory is that process's: the platform's alone.
// Load: autocannon in a child process, the same connections and time for every route; requests go anonymous (the
// premium gate applies: premium bodies withheld). Baseline: `GET /api/bench/trivial`, a route answering
// `{ ok: true }` inside the same query-API plugin (its authentication and x-min-position hooks), on the same server
// in the same run. Info row `fixed page`: the bytes of a real 100-idea page served from memory by a route that does
// nothing else, the same way; what sending a page of this size costs, whatever the query behind it. Info row `page
// bytes`: that page of cards against the same 100 ideas with every field, as lists answered them before they carried
// card fields only (docs/decisions.md "List answers carry card fields only"), read one by one from GET /api/ideas/{id}.
//
// Run alone: npx tsx bench/src/catalog-reads.ts   (BENCH_QUICK=1: 5,000 ideas and short phases, figures meaningless;
// BENCH_CPU_PROFILE=<folder> writes a CPU profile of the server's process during the random-filters phase)
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readConfig } from '@app/infra/config/config';
import { ideaDetailViewSchema, type IdeaPage } from '@app/domain/ideas/idea-view';
import { FEATURED_IDEAS_PATH, MARKETPLACE_PAGE_SIZE, WHOLE_CATALOG_LIMIT } from '@app/domain/ideas/idea-enumerations';
import { projections as productProjections } from '@app/projectors/projections';
import { createPlatform } from '@app/scripts/platform';
import { runBench, type BenchContext } from './bench-main';
import { catalogHistories } from './marketplace-reads/catalog-histories';
import type {
  CatalogClientCommand,
  CatalogClientMessage,
  LoadJob,
  LoadReport,
  PathLatency,
  SequentialJob,
  SequentialReport,
} from './marketplace-reads/catalog-load-client';
import {
  FIRST_PAGE_PATH,
  FIXED_PAGE_PATH,
  TRIVIAL_PATH,
  type CatalogServerCommand,
  type CatalogServerMessage,
  type Memory,
  type ServerStarted,
} from './marketplace-reads/catalog-server';
import { loadIdeas } from './marketplace-reads/load-ideas';
import { waitForProjection } from './projection-caught-up';
import { ideaQueryMix, SearchTerms } from './marketplace-reads/query-mix';
import { formatNumber, result, type BenchResult, type Figure } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const IDEA_COUNT = QUICK ? 5_000 : 100_000;
const CATALOG_SEED = 4;
const QUERY_SEED = 20_250_304;
/**
 * Distinct requests in the random mix, cycled: a run at 3,000 requests/s goes through them about twice. Nothing keeps
 * whole answers; the search index keeps each term's matches, as it does for real traffic.
 */
const QUERY_COUNT = 20_000;
/**
 * Connections for every load phase. The server is one Node.js event loop on a 2-core machine shared with Postgres
 * and the load generator: 2-4 connections already keep it busy, so more only add queueing to every latency. 8 keeps
 * the server saturated (throughput is at capacity) while p99 still reflects the work of a request, not a long queue.
 */
const CONNECTIONS = 8;
const WARMUP_SECONDS = QUICK ? 1 : 3;
const MAIN_SECONDS = QUICK ? 3 : 12;
const INFO_SECONDS = QUICK ? 2 : 5;
const INFO_WARMUP_SECONDS = 1;
const WHOLE_CATALOG_REQUESTS = QUICK ? 4 : 16;
const FEATURED_REQUESTS = QUICK ? 20 : 200;
const PAGE_REQUESTS = QUICK ? 20 : 200;
const LOAD_CONCURRENCY = 16;
const LOAD_TIME_LIMIT_MS = 360_000;
const CATCH_UP_TIME_LIMIT_MS = 600_000;
const GOAL_P99_MS = 20;
/** The pages the sort rows ask for, in turn. */
const SORT_PAGES = [1, 2, 3, 4, 5];
/** The random mix against the fixed page (what sending a page costs) and against the trivial route. */
const GOAL_FIXED_PAGE_RATIO = 0.5;
const GOAL_TRIVIAL_RATIO = 0.15;
const GOAL_RSS_MB = 600;

async function measureCatalogReads({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('catalog_reads');
  const client = fork(new URL('./marketplace-reads/catalog-load-client.ts', import.meta.url));
  const platform = fork(new URL('./marketplace-reads/catalog-server.ts', import.meta.url));
  const stopClient = () => client.send({ stop: true } satisfies CatalogClientCommand);
  signal.addEventListener('abort', stopClient);
  try {
    console.log(`Generating ${IDEA_COUNT.toLocaleString('en-US')} ideas (seed ${CATALOG_SEED}, no documents)...`);
    const generated = performance.now();
    let catalog: ReturnType<typeof catalogHistories> | undefined = catalogHistories(IDEA_COUNT, CATALOG_SEED, { scored: true });
    console.log(
      `  ${(performance.now() - generated).toFixed(0)} ms: ${formatNumber(catalog.visible)} visible (published), ` +
        `${formatNumber(catalog.histories.length - catalog.visible)} not`,
    );
    const load = await loadIdeas(database.url, catalog.histories, catalog.adminUserId, {
      concurrency: LOAD_CONCURRENCY,
      timeLimitMs: LOAD_TIME_LIMIT_MS,
      signal,
    });
    console.log(
      `  appended ${formatNumber(load.ideas)} idea streams (${formatNumber(load.events)} events) in ${(load.elapsedMs / 1000).toFixed(1)} s: ` +
        `${formatNumber((load.ideas / load.elapsedMs) * 1000)} ideas/s (${LOAD_CONCURRENCY} in flight)`,
    );
    await server.settle();

    // First start: the product's projections build the read models from the store.
    console.log('Starting the platform (product projections) and waiting for the catalog projection...');
    const building = await createPlatform({ config: readConfig({}), databaseUrl: database.url });
    let catchUpMs: number;
    try {
      catchUpMs = await waitForProjection(building, 'catalog', signal, CATCH_UP_TIME_LIMIT_MS);
      console.log(`  catalog projection at the head ${(catchUpMs / 1000).toFixed(1)} s after the start (${formatNumber((load.events / catchUpMs) * 1000)} events/s)`);
      // The others too: a projection still catching up after the restart would share the server's event loop with
      // the load phases (the quality-control projection took ~15% of it).
      for (const { name } of productProjections) {
        if (name !== 'catalog') await waitForProjection(building, name, signal, CATCH_UP_TIME_LIMIT_MS);
      }
    } finally {
      await building.close();
    }

    const terms = new SearchTerms(catalog.titles);
    const mix = ideaQueryMix({ seed: QUERY_SEED, count: QUERY_COUNT, terms });
    const visible = catalog.visible;
    catalog = undefined; // only the platform's own memory from here on

    // Second start, in a process of its own, as after a restart in production: the read model is there, the query API
    // loads its index (it starts at start-up). Timed from the start until a read that must see everything
    // (x-min-position at the head) has answered.
    const { origin, startMs, indexLoadMs, adminIndexLoadMs, firstPage, before, after } = await ask<ServerStarted>(
      platform,
      { start: { databaseUrl: database.url } },
      'started',
    );
    const first = JSON.parse(firstPage) as IdeaPage;
    const firstBytes = Buffer.byteLength(firstPage);
    console.log(
      `  restarted: listening after ${startMs.toFixed(0)} ms, full catalog served after ${indexLoadMs.toFixed(0)} ms, ` +
        `the admin's idea list after ${adminIndexLoadMs.toFixed(0)} ms; ` +
        `heap ${before.heap.toFixed(0)} MB -> ${after.heap.toFixed(0)} MB (committed ${after.heapCommitted.toFixed(0)} MB), ` +
        `array buffers ${before.arrayBuffers.toFixed(0)} MB -> ` +
        `${after.arrayBuffers.toFixed(0)} MB, RSS ${before.rss.toFixed(0)} MB -> ${after.rss.toFixed(0)} MB`,
    );
    if (first.pagination.counts.total !== visible) {
      throw new Error(`GET /api/ideas counts ${first.pagination.counts.total} ideas; ${visible} are published`);
    }
    const deepPage = Math.max(1, Math.floor((visible * 0.95) / MARKETPLACE_PAGE_SIZE));

    const run = async (label: string, paths: readonly string[], durationSeconds: number, warmupSeconds: number): Promise<LoadReport> => {
      const job: LoadJob = { kind: 'load', origin, paths, connections: CONNECTIONS, warmupSeconds, durationSeconds };
      const report = await ask<LoadReport>(client, { job }, 'load');
      console.log(`  ${label}: ${describeLoad(report)}`);
      if (paths.length > 1) printShapes(report.byPath);
      if (report.non2xx > 0 || report.errors > 0) throw new Error(`${label}: ${report.non2xx} non-2xx answers, ${report.errors} errors`);
      return report;
    };
    const sequential = async (label: string, path: string, count: number): Promise<SequentialReport> => {
      const job: SequentialJob = { kind: 'sequential', origin, path, count, maxMs: 60_000 };
      const report = await ask<SequentialReport>(client, { job }, 'sequential');
      console.log(`  ${label}: ${describeLatency(report.latency)}, ${formatNumber(report.bodyBytes / 1e6)} MB body`);
      return report;
    };

    console.log(`Load: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${MAIN_SECONDS} s (info rows ${INFO_WARMUP_SECONDS} s, then ${INFO_SECONDS} s)`);
    const trivial = await run('trivial route', [TRIVIAL_PATH], MAIN_SECONDS, WARMUP_SECONDS);
    const mixed = await profiled(platform, 'random-filters', () => run('ideas, random filters and search', mix.mixed, MAIN_SECONDS, WARMUP_SECONDS));
    const fixed = await run(`fixed page (${formatNumber(firstBytes / 1000)} kB, no query)`, [FIXED_PAGE_PATH], INFO_SECONDS, INFO_WARMUP_SECONDS);
    const plain = await run('ideas, no filters, page 1', [FIRST_PAGE_PATH], INFO_SECONDS, INFO_WARMUP_SECONDS);
    const search = await run('ideas, search only', mix.searchOnly, INFO_SECONDS, INFO_WARMUP_SECONDS);
    const deep = await run(`ideas, page ${deepPage}`, [`/api/ideas?page=${deepPage}&limit=${MARKETPLACE_PAGE_SIZE}`], INFO_SECONDS, INFO_WARMUP_SECONDS);
    // The score sort and the minimum-score filter against the newest sort over the same pages (every idea is scored).
    const pagesOf = (query: string) => SORT_PAGES.map((page) => `/api/ideas?${query}&page=${page}&limit=${MARKETPLACE_PAGE_SIZE}`);
    const newest = await run('ideas, sort=newest, pages 1-5', pagesOf('sort=newest'), INFO_SECONDS, INFO_WARMUP_SECONDS);
    const byScore = await run('ideas, sort=score, pages 1-5', pagesOf('sort=score'), INFO_SECONDS, INFO_WARMUP_SECONDS);
    const minScore = await run('ideas, sort=score&minScore=70, pages 1-5', pagesOf('sort=score&minScore=70'), INFO_SECONDS, INFO_WARMUP_SECONDS);
    const pageAlone = await sequential('one page of 100, one request at a time', FIRST_PAGE_PATH, PAGE_REQUESTS);
    const featured = await sequential('landing read (its 13 featured ideas), one at a time', FEATURED_IDEAS_PATH, FEATURED_REQUESTS);
    const wholeCatalog = await sequential(
      `whole catalog's cards (limit=${WHOLE_CATALOG_LIMIT}, the trends' add-ideas dialog), one at a time`,
      `/api/ideas?limit=${WHOLE_CATALOG_LIMIT}`,
      WHOLE_CATALOG_REQUESTS,
    );
    const end = await ask<Memory>(platform, { memory: true }, 'memory');
    // After the memory figures: each read counts a view, which the index then takes in.
    const everyFieldBytes = await pageWithEveryField(origin, first);
    console.log(`  100-idea page: ${formatNumber(firstBytes / 1000)} kB of cards, ${formatNumber(everyFieldBytes / 1000)} kB with every field`);

    const bench = `catalog reads, ${formatNumber(IDEA_COUNT)} ideas`;
    const trivialFigure = loadFigure('GET trivial route', trivial);
    const fixedFigure = loadFigure('fixed 100-idea page, no query', fixed);
    const sortRow = (query: string, report: LoadReport) =>
      result(bench, p99Figure(`${query} p99`, report), p99Figure('sort=newest p99', newest), { text: `p99 <= ${GOAL_P99_MS} ms`, pass: report.latency.p99 <= GOAL_P99_MS });
    return [
      result(bench, trivialFigure, trivialFigure),
      result(bench, loadFigure('GET /api/ideas random filters', mixed), trivialFigure, (ratio) => ({
        text: `>= ${GOAL_TRIVIAL_RATIO}x trivial route`,
        pass: ratio >= GOAL_TRIVIAL_RATIO,
      })),
      result(bench, loadFigure('GET /api/ideas random filters', mixed), fixedFigure, (ratio) => ({
        text: `>= ${GOAL_FIXED_PAGE_RATIO}x fixed page`,
        pass: ratio >= GOAL_FIXED_PAGE_RATIO,
      })),
      result(bench, p99Figure('GET /api/ideas random filters p99', mixed), p99Figure('trivial route p99', trivial), {
        text: `p99 <= ${GOAL_P99_MS} ms`,
        pass: mixed.latency.p99 <= GOAL_P99_MS,
      }),
      result(bench, fixedFigure, trivialFigure),
      result(bench, loadFigure('no filters, page 1', plain), trivialFigure),
      result(bench, loadFigure('search only, page 1', search), trivialFigure),
      result(bench, loadFigure(`deep page (${deepPage})`, deep), trivialFigure),
      result(bench, p99Figure(`deep page (${deepPage}) p99`, deep), p99Figure('trivial route p99', trivial), {
        text: `p99 <= ${GOAL_P99_MS} ms`,
        pass: deep.latency.p99 <= GOAL_P99_MS,
      }),
      sortRow('sort=score', byScore),
      sortRow('sort=score&minScore=70', minScore),
      result(
        bench,
        { name: '100-idea page (first page, anonymous), cards', value: firstBytes / 1000, unit: 'kB' },
        { name: 'the same ideas with every field (lists before card-only answers)', value: everyFieldBytes / 1000, unit: 'kB' },
      ),
      result(
        bench,
        { name: 'landing read (13 featured ideas)', value: featured.latency.mean, unit: 'ms/request', detail: `${describeLatency(featured.latency)}, ${formatNumber(featured.bodyBytes / 1000)} kB` },
        { name: 'one page of 100', value: pageAlone.latency.mean, unit: 'ms/request', detail: describeLatency(pageAlone.latency) },
      ),
      result(
        bench,
        {
          name: `limit=${WHOLE_CATALOG_LIMIT} whole catalog's cards`,
          value: wholeCatalog.latency.mean,
          unit: 'ms/request',
          detail: `${describeLatency(wholeCatalog.latency)}, ${formatNumber(wholeCatalog.bodyBytes / 1e6)} MB`,
        },
        { name: 'one page of 100', value: pageAlone.latency.mean, unit: 'ms/request', detail: describeLatency(pageAlone.latency) },
      ),
      result(
        bench,
        { name: 'index load: start to full catalog served', value: indexLoadMs, unit: 'ms' },
        { name: 'start to listening', value: startMs, unit: 'ms' },
      ),
      result(
        bench,
        { name: 'heap used after the index loads (marketplace and admin list)', value: after.heap, unit: 'MB', detail: `${formatNumber(end.heap)} MB after the load phases` },
        { name: 'heap used before the start', value: before.heap, unit: 'MB' },
      ),
      // The server's process: the platform (query API with its index, command API, projectors) and nothing else.
      // The higher of the two: the index load's own garbage may not have been given back to the system yet.
      result(
        bench,
        {
          name: 'RSS of the server process, the higher of after the index loads and after the load phases',
          value: Math.max(after.rss, end.rss),
          unit: 'MB',
          detail:
            `${formatNumber(after.rss)} MB after the index loads, ${formatNumber(end.rss)} MB after the load phases; ` +
            `heap committed ${formatNumber(after.heapCommitted)} then ${formatNumber(end.heapCommitted)} MB, array buffers ${formatNumber(end.arrayBuffers)} MB`,
        },
        { name: 'RSS before the start', value: before.rss, unit: 'MB' },
        { text: `<= ${GOAL_RSS_MB} MB`, pass: Math.max(after.rss, end.rss) <= GOAL_RSS_MB },
      ),
    ];
  } finally {
    signal.removeEventListener('abort', stopClient);
    client.kill();
    if (platform.connected) await ask<true>(platform, { stop: true }, 'stopped').catch(() => platform.kill());
    await database.drop();
  }
}

/**
 * The bytes of `page`'s ideas as a list answered them with every field: each idea as GET /api/ideas/{id} answers it
 * (anonymous, so premium bodies withheld, as in the page), less what only one idea carries (the score's verdict and
 * reasons, the market sizing), in a page with the same pagination.
 */
async function pageWithEveryField(origin: string, page: IdeaPage): Promise<number> {
  const ideas = [];
  for (const { id } of page.ideas) {
    const response = await fetch(`${origin}/api/ideas/${id}`);
    if (!response.ok) throw new Error(`GET /api/ideas/${id} answered ${response.status}`);
    const { marketSizing: _sizing, score, ...idea } = ideaDetailViewSchema.parse(((await response.json()) as { idea: unknown }).idea);
    ideas.push({ ...idea, score: score && { overall: score.overall, dimensions: score.dimensions, rubricVersion: score.rubricVersion } });
  }
  return Buffer.byteLength(JSON.stringify({ ideas, pagination: page.pagination }));
}

/**
 * BENCH_CPU_PROFILE=<folder>: a CPU profile of the server's process while `work` runs, written as
 * <folder>/catalog-reads-<label>.cpuprofile (open it in Chrome DevTools or speedscope).
 */
async function profiled<T>(platform: ChildProcess, label: string, work: () => Promise<T>): Promise<T> {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return work();
  await ask<string>(platform, { profile: { action: 'start' } }, 'profile');
  const outcome = await work();
  console.log(`  CPU profile: ${await ask<string>(platform, { profile: { action: 'stop', folder, label } }, 'profile')}`);
  return outcome;
}

/** Sends a command to a child process (the load client or the server) and waits for its answer under `key`. */
async function ask<Report>(
  child: ChildProcess,
  command: CatalogClientCommand | CatalogServerCommand,
  key: 'load' | 'sequential' | 'started' | 'memory' | 'profile' | 'stopped',
): Promise<Report> {
  child.send(command);
  const done = new AbortController();
  const exited = once(child, 'exit', { signal: done.signal }).then(() => [{ error: 'the child process exited' }]);
  const [message] = (await Promise.race([once(child, 'message', { signal: done.signal }), exited]).finally(() => done.abort())) as [
    CatalogClientMessage | CatalogServerMessage,
  ];
  exited.catch(() => undefined);
  if ('error' in message) throw new Error(`${key}: ${message.error}`);
  if (!(key in message)) throw new Error(`${key}: unexpected answer ${JSON.stringify(message).slice(0, 200)}`);
  return (message as Record<typeof key, Report>)[key];
}

/**
 * Diagnostics for the log: mean latency by the parameters a request carries (page, limit and sort aside), slowest
 * first. Under load a cheap request also waits behind costly ones, so the spread is narrower than the cost's.
 */
function printShapes(byPath: readonly PathLatency[]): void {
  const shapes = new Map<string, { totalMs: number; count: number; maxMs: number }>();
  for (const entry of byPath) {
    const keys = [...new URL(entry.path, 'http://x').searchParams.keys()].filter((key) => !['page', 'limit', 'sort'].includes(key));
    const shape = keys.sort().join('+') || '(none)';
    const total = shapes.get(shape) ?? { totalMs: 0, count: 0, maxMs: 0 };
    total.totalMs += entry.totalMs;
    total.count += entry.count;
    total.maxMs = Math.max(total.maxMs, entry.maxMs);
    shapes.set(shape, total);
  }
  const ranked = [...shapes].filter(([, total]) => total.count >= 20).sort(([, a], [, b]) => b.totalMs / b.count - a.totalMs / a.count);
  if (ranked.length < 2) return;
  console.log(`    by parameters (mean latency, max, requests), slowest ${Math.min(6, ranked.length)} of ${ranked.length} with 20+ requests:`);
  for (const [shape, total] of ranked.slice(0, 6)) {
    console.log(`      ${(total.totalMs / total.count).toFixed(1)} ms, max ${total.maxMs.toFixed(1)} ms, ${total.count}x  ${shape}`);
  }
}

function describeLatency(latency: { p50: number; p99: number; max: number; count: number }): string {
  return `p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, max ${latency.max.toFixed(1)} ms, n=${latency.count}`;
}

function describeLoad(report: LoadReport): string {
  return `${formatNumber(report.requestsPerSecond)} requests/s, ${loadDetail(report)}`;
}

function loadDetail(report: LoadReport): string {
  return `${describeLatency(report.latency)}, ${formatNumber(report.bytesPerSecond / 1e6)} MB/s`;
}

function loadFigure(name: string, report: LoadReport): Figure {
  return { name, value: report.requestsPerSecond, unit: 'requests/s', detail: loadDetail(report) };
}

function p99Figure(name: string, report: LoadReport): Figure {
  return { name, value: report.latency.p99, unit: 'ms', detail: `p50 ${report.latency.p50.toFixed(1)} ms, n=${report.latency.count}` };
}

runBench('Catalog reads', { timeLimitMs: 600_000 }, measureCatalogReads);
