// Rebuilds of the product's projections (bench/README.md "Projection rebuilds"): with 1,000,000 events of every kind in
// the store (a year of the platform, platform-history.ts), each projection is rebuilt from position zero, alone, as an
// admin's rebuild does it (`runtime.rebuild(name)`: a new generation built next to the serving one and switched in once
// it has caught up), and timed until it serves at the head. Per projection:
//   - events of the store rebuilt through per second: the 1,000,000 events over the rebuild's time, its deferred
//     indexes and switch-in included (goal >= 40,000/s: a rebuild of a million events within 25 s), against the
//     store's events over the time `readAll` of its events took (below);
//   - events it applied per second (info): its own event types, as the runtime reads them, against reading the same
//     events through `readAll` in the runtime's pages just before, nothing applied (the floor of a rebuild). A
//     projection of a few hundred events cannot apply 40,000 a second: a rebuild's schema, migrations and switch-in
//     alone take a few hundred milliseconds;
//   - the progress admins see: its status (status.ts) sampled every SAMPLE_MS during the build; the longest time the
//     applied count, then the count of deferred indexes built, stood still (info; a smooth bar never stands still more
//     than a couple of seconds).
//
// Run alone: npx tsx bench/src/projection-rebuilds.ts
//   BENCH_PROJECTIONS=activity,users   only those projections (names as in projectors/src/projections.ts)
//   BENCH_QUICK=1                      100,000 events (figures meaningless)
import type { Infrastructure } from '@app/infra/runtime/open-infrastructure';
import { projections as productProjections } from '@app/projectors/projections';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime, DEFAULT_BUILD_BATCH_SIZE } from '@app/projectors/runtime/projector-runtime';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { quietLog } from '@app/projectors/runtime/runtime-log';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import type { Platform } from '@app/scripts/platform';
import { runBench, type BenchContext } from './bench-main';
import { loadPlatformHistory, readAllRate, startPlatform, type HistorySizes } from './platform-history';
import { formatNumber, result, type BenchResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const SIZES: HistorySizes = QUICK ? { totalEvents: 100_000, ideaCount: 10_000, members: 200 } : { totalEvents: 1_000_000, ideaCount: 90_000, members: 2_000 };
const GOAL_EVENTS_PER_SECOND = 40_000;
/** How often the admin's view would poll the status; the progress gap is measured at this resolution. */
const SAMPLE_MS = 250;
const REBUILD_TIME_LIMIT_MS = 900_000;


function selectedProjections(): Projection[] {
  const filter = process.env.BENCH_PROJECTIONS?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!filter?.length) return productProjections;
  const unknown = filter.filter((name) => !productProjections.some((projection) => projection.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PROJECTIONS: unknown ${unknown.join(', ')} (known: ${productProjections.map((projection) => projection.name).join(', ')})`);
  return productProjections.filter((projection) => filter.includes(projection.name));
}

interface Rebuild {
  applied: number;
  elapsedMs: number;
  /**
   * The longest time the sampled progress (events applied, then indexes built) stood still (the start counts as a
   * change).
   */
  longestGapMs: number;
  samples: number;
  /** When the first sample saw the deferred indexes being built, from the start (undefined: none seen). */
  indexingFromMs: number | undefined;
}

/**
 * Rebuilds `projection` from position zero with a runtime of its own, sampling its status until the new generation
 * serves.
 */
async function rebuild(infra: Infrastructure, projection: Projection, signal: AbortSignal): Promise<Rebuild> {
  const runtime = createProjectorRuntime({ pool: infra.pool, eventStore: infra.eventStore, bus: infra.bus, projections: [projection], log: quietLog });
  const db = infra.db.withTables<RegistryDatabase>();
  const before = Math.max(0, ...(await getProjectionStatuses(db, infra.eventStore)).filter((status) => status.name === projection.name).map((status) => status.generation));
  const started = performance.now();
  let lastProgress = '';
  let lastChange = started;
  let longestGapMs = 0;
  let samples = 0;
  let indexingFromMs: number | undefined;
  let sampling = true;
  const sampler = (async () => {
    while (sampling && !signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      const status = (await getProjectionStatuses(db, infra.eventStore)).find((entry) => entry.name === projection.name && entry.generation > before);
      if (!status || !sampling) continue;
      samples += 1;
      const now = performance.now();
      if (status.indexing) indexingFromMs ??= now - started;
      // What the admin's bar shows: the events applied, then the deferred indexes built.
      const progress = `${status.eventsApplied} ${status.indexing?.built ?? ''}`;
      if (progress !== lastProgress) {
        lastProgress = progress;
        lastChange = now;
      }
      longestGapMs = Math.max(longestGapMs, now - lastChange);
    }
  })();
  const limit = setTimeout(() => void runtime.stop(), REBUILD_TIME_LIMIT_MS);
  const stopOnAbort = () => void runtime.stop();
  signal.addEventListener('abort', stopOnAbort);
  try {
    await runtime.rebuild(projection.name);
    const elapsedMs = performance.now() - started;
    const built = (await getProjectionStatuses(db, infra.eventStore)).find((entry) => entry.name === projection.name && entry.status === 'active');
    if (!built || built.generation <= before || built.lag !== 0) throw new Error(`${projection.name}: the rebuilt generation is not serving at the head`);
    return { applied: built.eventsApplied, elapsedMs, longestGapMs, samples, indexingFromMs };
  } finally {
    sampling = false;
    clearTimeout(limit);
    signal.removeEventListener('abort', stopOnAbort);
    await sampler;
    await runtime.stop();
  }
}

async function measureRebuilds({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const selected = selectedProjections();
  const database = await server.createDatabase('projection_rebuilds');
  let platform: Platform | undefined;
  try {
    const load = await loadPlatformHistory(server, database, SIZES, signal);
    // No projection of its own: the platform is the infrastructure each rebuild's runtime uses.
    platform = await startPlatform(database, []);
    const { infra } = platform;
    // What autovacuum would have done by the time an admin rebuilds; otherwise the first reader pays for setting hint
    // bits on a million fresh rows.
    await infra.pool.query('VACUUM (ANALYZE) event_store.events, event_store.streams');
    const head = await infra.eventStore.headPosition();
    const storeEvents = Number(head?.prepare ?? 0);
    const bench = `projection rebuilds, ${formatNumber(load.events)} events`;
    const results: BenchResult[] = [];
    for (const projection of selected) {
      if (signal.aborted) break;
      await server.settle();
      console.log(`${projection.name}: readAll of its events, then its rebuild from position zero...`);
      const read = await readAllRate(infra.eventStore, projection.eventTypes, DEFAULT_BUILD_BATCH_SIZE, signal);
      const built = await rebuild(infra, projection, signal);
      const seconds = built.elapsedMs / 1000;
      const applied = (built.applied / built.elapsedMs) * 1000;
      const passed = (storeEvents / built.elapsedMs) * 1000;
      console.log(
        `  ${formatNumber(built.applied)} events applied in ${seconds.toFixed(1)} s: ${formatNumber(applied)} events/s ` +
          `(readAll ${formatNumber(read.eventsPerSecond)} events/s); store passed at ${formatNumber(passed)} events/s; ` +
          `progress stood still at most ${(built.longestGapMs / 1000).toFixed(2)} s (${built.samples} samples)` +
          (built.indexingFromMs === undefined ? '' : `; deferred indexes built in the last ${((built.elapsedMs - built.indexingFromMs) / 1000).toFixed(1)} s`),
      );
      if (built.applied !== read.events) throw new Error(`${projection.name}: applied ${built.applied} events, readAll read ${read.events}`);
      const readAll = { name: 'readAll pages of its events', value: read.eventsPerSecond, unit: 'events/s', detail: `${formatNumber(read.events)} events` };
      // The same read in the store's unit: the store's events over the time it took (a rebuild's floor).
      const readSeconds = read.events / read.eventsPerSecond;
      const readAllOfStore = { name: 'that readAll over the store', value: storeEvents / readSeconds, unit: 'events/s', detail: `${readSeconds.toFixed(2)} s` };
      results.push(
        result(
          bench,
          { name: `${projection.name} rebuild: store events rebuilt through`, value: passed, unit: 'events/s', detail: `${formatNumber(storeEvents)} in ${seconds.toFixed(1)} s` },
          readAllOfStore,
          { text: `>= ${formatNumber(GOAL_EVENTS_PER_SECOND)} events/s`, pass: passed >= GOAL_EVENTS_PER_SECOND },
        ),
        result(bench, { name: `${projection.name} rebuild: its events applied`, value: applied, unit: 'events/s', detail: `${formatNumber(built.applied)} events` }, readAll),
        result(
          bench,
          { name: `${projection.name} rebuild: longest progress stall`, value: built.longestGapMs / 1000, unit: 's', detail: `sampled every ${SAMPLE_MS} ms` },
          { name: 'rebuild time', value: seconds, unit: 's' },
        ),
      );
    }
    return results;
  } finally {
    await platform?.close();
    await database.drop();
  }
}

runBench('Projection rebuilds', { timeLimitMs: 3_000_000 }, measureRebuilds);
