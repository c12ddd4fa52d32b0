// Quality Control at 100,000 platform ideas (docs/product.md "Admin: Quality Control", "Limits"): keeping the
// duplicates model up to date as an idea is added, and reading `GET /api/admin/quality-control`, against the naive
// all-pairs comparison in the same run.
//
// The catalog is the seed's generator (as catalog-reads loads it), with duplicates planted: every 100th idea copies
// the text of the idea 37 before it (its title upper-cased: the same normalised text), every 100th from the 50th
// the text of the idea 13 before it with a sentence added. The generator itself writes near-twins at that size (the
// same product for another market or with a prefix), which the model pairs too. The ideas are appended to the store,
// then the platform starts with the quality_control projection alone and builds the model from zero.
//
// Adding one idea: `IdeaCreated` of ideas beyond the catalog (the generator's next ideas; a third of them exact
// duplicates and a third near-duplicates of loaded ideas) applied by the projection itself in a transaction on the
// active generation, as the runtime applies a page: the apply is the figure, the whole transaction with its commit an
// info row. Baseline: the naive incremental update, the new idea compared with every loaded idea (in memory).
// The read: the admin's request over HTTP (signed in), one connection, a seeded mix of no filter, a category, a batch
// and both. Baseline: the naive read, an all-pairs pass over every idea (in memory), measured on a subset and
// extrapolated by the square of the sizes (a full pass would take about 40 minutes).
//
// Run alone: npx tsx bench/src/quality-control.ts   (BENCH_QUICK=1: 5,000 ideas and short phases, figures meaningless)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'kysely';
import { seedAccounts } from '@app/command-api/seed/seed-accounts';
import { CATEGORIES } from '@app/domain/ideas/idea-enumerations';
import { ideaStreamId, type IdeaCreated } from '@app/domain/ideas/idea-events';
import type { QualityControlView } from '@app/domain/quality-control/quality-control-view';
import { readConfig } from '@app/infra/config/config';
import type { RecordedEvent } from '@app/infra/event-store/event-store';
import { listen } from '@app/infra/http/listen';
import { uuidv7 } from '@app/infra/ids/uuid';
import { qualityControlProjection } from '@app/projectors/quality-control/quality-control.projection';
import { fingerprint, jaccard } from '@app/infra/idea-similarity/similarity';
import { useSchema } from '@app/projectors/runtime/search-path';
import { BATCH_COUNT } from '@app/seed/platform-ideas/generate-catalog';
import { createPlatform, type Platform } from '@app/scripts/platform';
import { BENCH_ADMIN, getJson, signInAdmin } from './admin-http';
import { runBench, type BenchContext } from './bench-main';
import { catalogHistories } from './marketplace-reads/catalog-histories';
import type { CatalogClientCommand, CatalogClientMessage, LoadJob, LoadReport } from './marketplace-reads/catalog-load-client';
import { loadIdeas, type IdeaHistory } from './marketplace-reads/load-ideas';
import { seededRandom } from './marketplace-reads/query-mix';
import { waitForProjection } from './projection-caught-up';
import { formatNumber, result, type BenchResult, type Figure } from './report';
import { summarize, type LatencySummary } from './stats';

const QUICK = process.env.BENCH_QUICK === '1';
const IDEA_COUNT = QUICK ? 5_000 : 100_000;
const ADDED = QUICK ? 60 : 300;
const NAIVE_ADDS = QUICK ? 10 : 50;
const NAIVE_SUBSET = QUICK ? 1_000 : 5_000;
const CATALOG_SEED = 4;
const READ_SEED = 20_261_201;
const READ_COUNT = 2_000;
const WARMUP_SECONDS = QUICK ? 1 : 2;
const READ_SECONDS = QUICK ? 3 : 12;
const LOAD_CONCURRENCY = 16;
const LOAD_TIME_LIMIT_MS = 240_000;
const BUILD_TIME_LIMIT_MS = 420_000;
const GOAL_ADD_P99_MS = 5;
const GOAL_READ_P99_MS = 50;

type Created = IdeaCreated['data'];

const createdOf = (history: IdeaHistory) => history.events[0]!.data as Created;

/** Every 100th idea an exact duplicate of the one 37 before it, every 100th from the 50th a near-duplicate. */
function plantDuplicates(histories: IdeaHistory[]): { exact: number; near: number } {
  let exact = 0;
  let near = 0;
  histories.forEach((history, index) => {
    const created = createdOf(history);
    if (index % 100 === 99) {
      const source = createdOf(histories[index - 37]!);
      Object.assign(created, { title: source.title.toUpperCase(), description: source.description });
      exact++;
    } else if (index % 100 === 49) {
      const source = createdOf(histories[index - 13]!);
      Object.assign(created, { title: source.title, description: `${source.description} Now in private beta.` });
      near++;
    }
  });
  return { exact, near };
}

/**
 * The ideas added one at a time: the generator's next ones, a third copying and a third nearly copying a loaded one.
 */
function addedIdeas(extra: readonly IdeaHistory[], loaded: readonly IdeaHistory[]): RecordedEvent[] {
  const random = seededRandom(CATALOG_SEED);
  return extra.map((history, index) => {
    const data = { ...createdOf(history) };
    const source = createdOf(loaded[Math.floor(random() * loaded.length)]!);
    if (index % 3 === 1) Object.assign(data, { title: source.title, description: source.description.toLowerCase() });
    if (index % 3 === 2) Object.assign(data, { title: `AI ${source.title}`, description: source.description });
    const id = uuidv7();
    return {
      id,
      type: 'IdeaCreated',
      data,
      metadata: { userId: data.creatorId, commandId: id, correlationId: id, causationId: id, at: data.at },
      streamId: ideaStreamId(data.ideaId),
      revision: 0n,
      position: { commit: 0n, prepare: 0n },
      createdAt: new Date(data.at),
    };
  });
}

function readMix(): string[] {
  const random = seededRandom(READ_SEED);
  return Array.from({ length: READ_COUNT }, () => {
    const query = new URLSearchParams();
    const roll = random();
    if (roll >= 0.25 && roll < 0.5) query.set('category', CATEGORIES[Math.floor(random() * CATEGORIES.length)]!);
    if (roll >= 0.5 && roll < 0.75) query.set('batch', String(1 + Math.floor(random() * BATCH_COUNT)));
    if (roll >= 0.75) {
      query.set('category', CATEGORIES[Math.floor(random() * CATEGORIES.length)]!);
      query.set('batch', String(1 + Math.floor(random() * BATCH_COUNT)));
    }
    return `/api/admin/quality-control?${query.toString()}`;
  });
}

async function measureQualityControl({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('quality_control');
  let platform: Platform | undefined;
  const client = fork(new URL('./marketplace-reads/catalog-load-client.ts', import.meta.url));
  const stopClient = () => client.send({ stop: true } satisfies CatalogClientCommand);
  signal.addEventListener('abort', stopClient);
  try {
    console.log(`Generating ${formatNumber(IDEA_COUNT + ADDED)} ideas (seed ${CATALOG_SEED}) and planting duplicates...`);
    const catalog = catalogHistories(IDEA_COUNT + ADDED, CATALOG_SEED);
    const loaded = catalog.histories.slice(0, IDEA_COUNT);
    const planted = plantDuplicates(loaded);
    console.log(`  ${count(planted.exact)} exact duplicates and ${count(planted.near)} near-duplicates planted`);
    const load = await loadIdeas(database.url, loaded, catalog.adminUserId, { concurrency: LOAD_CONCURRENCY, timeLimitMs: LOAD_TIME_LIMIT_MS, signal });
    console.log(`  appended ${formatNumber(load.ideas)} idea streams (${formatNumber(load.events)} events) in ${(load.elapsedMs / 1000).toFixed(1)} s`);
    await server.settle();

    console.log('Starting the platform with the quality_control projection and building the model from zero...');
    const config = readConfig({ SEED: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password });
    platform = await createPlatform({ config, databaseUrl: database.url, projections: [qualityControlProjection] });
    const buildMs = await waitForProjection(platform, qualityControlProjection.name, signal, BUILD_TIME_LIMIT_MS);
    console.log(`  built in ${(buildMs / 1000).toFixed(1)} s (${formatNumber((load.events / buildMs) * 1000)} events/s)`);
    const schema = await settleTables(platform);
    const size = await modelSize(platform);
    console.log(`  model: ${count(size.groups)} groups of exact duplicates, ${count(size.pairs)} similar pairs, ${count(size.filterRows)} filter rows`);

    console.log('Naive baselines (in memory, the same fingerprints)...');
    const prints = loaded.map((history) => {
      const { title, description } = createdOf(history);
      return fingerprint(title, description).shingles;
    });
    const naivePassMs = naiveAllPairs(prints.slice(0, NAIVE_SUBSET)) * (IDEA_COUNT / NAIVE_SUBSET) ** 2;
    console.log(`  all pairs of ${formatNumber(NAIVE_SUBSET)} ideas, extrapolated to ${formatNumber(IDEA_COUNT)}: ${formatNumber(naivePassMs / 1000)} s`);
    const added = addedIdeas(catalog.histories.slice(IDEA_COUNT), loaded);
    const naiveAdd = summarize(
      added.slice(0, NAIVE_ADDS).map((event) => {
        const started = performance.now();
        const { title, description } = event.data as Created;
        const { shingles } = fingerprint(title, description);
        for (const other of prints) jaccard(shingles, other);
        return performance.now() - started;
      }),
    );
    console.log(`  one idea against all ${formatNumber(IDEA_COUNT)}: ${describe(naiveAdd)}`);

    console.log(`Adding ${ADDED} ideas one at a time (the projection's apply, one transaction each)...`);
    const applyMs: number[] = [];
    const transactionMs: number[] = [];
    for (const event of added) {
      if (signal.aborted) throw signal.reason;
      const started = performance.now();
      await platform.infra.db.transaction().execute(async (trx) => {
        await useSchema(trx, schema);
        const applying = performance.now();
        await qualityControlProjection.apply(trx.withSchema(schema), [event]);
        applyMs.push(performance.now() - applying);
      });
      transactionMs.push(performance.now() - started);
    }
    const apply = summarize(applyMs);
    const transaction = summarize(transactionMs);
    console.log(`  apply: ${describe(apply)}; whole transaction: ${describe(transaction)}`);
    const afterAdds = await modelSize(platform);
    console.log(`  model now: ${count(afterAdds.groups)} groups, ${count(afterAdds.pairs)} pairs`);

    await seedAccounts({ ...platform.infra, publicUrl: config.publicUrl }, config.seed);
    const origin = await listen(platform.app, 0, '127.0.0.1');
    const headers = { authorization: `Bearer ${await signInAdmin(origin)}` };
    const whole = await getJson<QualityControlView>(origin, '/api/admin/quality-control', headers);
    console.log(`  an unfiltered answer: ${whole.exactDuplicates.length} groups, ${whole.similarIdeas.length} pairs, ${formatNumber(JSON.stringify(whole).length / 1024)} kB`);
    if (whole.exactDuplicates.length === 0 || whole.similarIdeas.length === 0) throw new Error('the model found no duplicates');

    console.log(`Reads: one connection, ${WARMUP_SECONDS} s warm-up then ${READ_SECONDS} s, as the admin`);
    const job: LoadJob = { kind: 'load', origin, paths: readMix(), headers, connections: 1, warmupSeconds: WARMUP_SECONDS, durationSeconds: READ_SECONDS };
    client.send({ job } satisfies CatalogClientCommand);
    const [message] = (await once(client, 'message')) as [CatalogClientMessage];
    if ('error' in message) throw new Error(`load client: ${message.error}`);
    if (!('load' in message)) throw new Error('load client: unexpected answer');
    const reads: LoadReport = message.load;
    if (reads.non2xx > 0 || reads.errors > 0) throw new Error(`reads: ${reads.non2xx} non-2xx answers, ${reads.errors} errors`);
    console.log(`  ${formatNumber(reads.requestsPerSecond)} requests/s, ${describe(reads.latency)}`);

    const bench = `quality control, ${formatNumber(IDEA_COUNT)} ideas`;
    const naivePass: Figure = { name: `naive all-pairs pass (${formatNumber(NAIVE_SUBSET)} measured, extrapolated)`, value: naivePassMs, unit: 'ms' };
    return [
      result(bench, p99('add one idea: projection apply p99', apply), p99(`naive: one idea against all ${formatNumber(IDEA_COUNT)}, p99`, naiveAdd), {
        text: `p99 <= ${GOAL_ADD_P99_MS} ms`,
        pass: apply.p99 <= GOAL_ADD_P99_MS,
      }),
      result(bench, p99('add one idea: whole transaction with commit p99', transaction), p99('projection apply p99', apply)),
      result(bench, p99('GET /api/admin/quality-control p99, mixed filters', reads.latency), naivePass, {
        text: `p99 <= ${GOAL_READ_P99_MS} ms`,
        pass: reads.latency.p99 <= GOAL_READ_P99_MS,
      }),
      // The same comparison the other way round: how many reads the naive pass costs.
      result(bench, naivePass, p99('GET /api/admin/quality-control p99', reads.latency)),
      result(bench, { name: `model built from zero (${formatNumber(size.pairs)} pairs)`, value: buildMs, unit: 'ms' }, naivePass),
    ];
  } finally {
    signal.removeEventListener('abort', stopClient);
    client.kill();
    await platform?.close();
    await database.drop();
  }
}

/** Milliseconds for every pair of the list (the naive read's work). */
function naiveAllPairs(shingles: readonly Uint32Array[]): number {
  const started = performance.now();
  let similar = 0;
  for (let i = 0; i < shingles.length; i++) {
    for (let j = i + 1; j < shingles.length; j++) if (jaccard(shingles[i]!, shingles[j]!) >= 0.75) similar++;
  }
  const elapsed = performance.now() - started;
  console.log(`    (${count(similar)} pairs at 0.75 among them)`);
  return elapsed;
}

/** VACUUM ANALYZE of the active generation's tables, as autovacuum would after the build; answers its schema. */
async function settleTables(platform: Platform): Promise<string> {
  const { rows } = await platform.infra.pool.query<{ schema_name: string }>(
    `SELECT schema_name FROM projections.registry WHERE name = $1 AND status = 'active'`,
    [qualityControlProjection.name],
  );
  const schema = rows[0]?.schema_name;
  if (!schema) throw new Error(`${qualityControlProjection.name} has no active generation`);
  for (const table of qualityControlProjection.tables) await sql`VACUUM (ANALYZE) ${sql.table(`${schema}.${table}`)}`.execute(platform.infra.db);
  return schema;
}

async function modelSize(platform: Platform): Promise<{ groups: number; pairs: number; filterRows: number }> {
  const { rows } = await platform.infra.pool.query<{ groups: string; pairs: string; filter_rows: string }>(
    `SELECT (SELECT count(*) FROM read.quality_control_groups) AS groups, (SELECT count(*) FROM read.quality_control_pairs) AS pairs,
            (SELECT count(*) FROM read.quality_control_pair_filters) AS filter_rows`,
  );
  const row = rows[0]!;
  return { groups: Number(row.groups), pairs: Number(row.pairs), filterRows: Number(row.filter_rows) };
}

const count = (value: number) => value.toLocaleString('en-US');

function describe({ p50, p99, max, count }: LatencySummary): string {
  return `p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${max.toFixed(2)} ms, n=${count}`;
}

function p99(name: string, latency: LatencySummary): Figure {
  return { name, value: latency.p99, unit: 'ms', detail: `p50 ${latency.p50.toFixed(2)} ms, n=${latency.count}` };
}

runBench('Quality control', { timeLimitMs: 900_000 }, measureQualityControl);
