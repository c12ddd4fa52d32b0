// Benchmark 3: projection catch-up. Loads 1,000,000 events (big multi-event appends), then times the projector
// runtime from start() until the bench projection's checkpoint reaches the head. Baseline: reading the same events
// through `eventStore.readAll` in pages of the same size and filter, with nothing applied (the read is a floor for the
// catch-up), measured right before and right after the catch-up and averaged.
//
// Run alone: npx tsx bench/src/catch-up.ts   (BENCH_QUICK=1 for 50,000 events)
import { sql } from 'kysely';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime } from '@app/projectors/runtime/projector-runtime';
import type { RegistryDatabase } from '@app/projectors/runtime/registry';
import { quietLog } from '@app/projectors/runtime/runtime-log';
import { getProjectionStatuses } from '@app/projectors/runtime/status';
import { benchEventBytes } from './bench-events';
import { runBench, shouldStop, type BenchContext } from './bench-main';
import { bulkLoad } from './bulk-load';
import { COUNTER_TABLE, counterProjection } from './counter-projection';
import { formatNumber, result, type BenchResult } from './report';

const QUICK = process.env.BENCH_QUICK === '1';
const TOTAL_EVENTS = QUICK ? 50_000 : 1_000_000;
const EVENTS_PER_APPEND = 500;
const LOADERS = 3;
const PAGE_SIZE = 1000;
const LOAD_TIME_LIMIT_MS = 240_000;
const READ_TIME_LIMIT_MS = 120_000;
const CATCH_UP_TIME_LIMIT_MS = 180_000;
const GOAL_EVENTS_PER_SECOND = 25_000;


async function measureCatchUp({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('catch_up');
  const pool = createPool(database.url, 10);
  const store = createPostgresEventStore({ pool });
  try {
    await migrateEventStore(pool);
    console.log(`Loading ${TOTAL_EVENTS.toLocaleString('en-US')} events (${benchEventBytes()} bytes of JSON each) in appends of ${EVENTS_PER_APPEND}...`);
    const load = await bulkLoad(store, {
      total: TOTAL_EVENTS,
      eventsPerAppend: EVENTS_PER_APPEND,
      loaders: LOADERS,
      timeLimitMs: LOAD_TIME_LIMIT_MS,
      signal,
    });
    const loadRate = (load.events / load.elapsedMs) * 1000;
    console.log(`  loaded in ${(load.elapsedMs / 1000).toFixed(1)} s: ${formatNumber(loadRate)} events/s (${LOADERS} loaders)`);
    // What autovacuum would have done by the time a real projection catches up; otherwise the first reader pays for
    // setting hint bits on a million fresh rows.
    await pool.query('VACUUM (ANALYZE) event_store.events, event_store.streams');
    const head = await store.headPosition();
    if (!head) throw new Error('the store is empty after loading');

    const before = await readAllPages(store, signal);
    console.log(`  readAll pages (before): ${formatNumber(before)} events/s`);
    const catchUp = await runCatchUp(pool, store, head, signal);
    console.log(
      `  projector catch-up: ${formatNumber(catchUp.eventsPerSecond)} events/s (${(catchUp.elapsedMs / 1000).toFixed(1)} s, ` +
        `${(catchUp.handlerMs / 1000).toFixed(1)} s of it in the handler)`,
    );
    const after = await readAllPages(store, signal);
    console.log(`  readAll pages (after): ${formatNumber(after)} events/s`);

    const bench = `catch-up, ${formatNumber(TOTAL_EVENTS)} events`;
    return [
      result(
        bench,
        {
          name: 'projector runtime',
          value: catchUp.eventsPerSecond,
          unit: 'events/s',
          detail: `${(catchUp.elapsedMs / 1000).toFixed(1)} s to the head, of which ${(catchUp.handlerMs / 1000).toFixed(1)} s in the handler`,
        },
        { name: 'readAll pages', value: (before + after) / 2, unit: 'events/s', detail: `before ${formatNumber(before)}, after ${formatNumber(after)}` },
        { text: `>= ${formatNumber(GOAL_EVENTS_PER_SECOND)} events/s`, pass: catchUp.eventsPerSecond >= GOAL_EVENTS_PER_SECOND },
      ),
    ];
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

/** Events per second of reading the whole store through readAll, in the pages and filter the projector uses. */
async function readAllPages(store: EventStore, signal: AbortSignal): Promise<number> {
  const started = performance.now();
  const deadline = started + READ_TIME_LIMIT_MS;
  let after: Position | undefined;
  let events = 0;
  for (let pages = 0; pages <= TOTAL_EVENTS / PAGE_SIZE + 1 && !shouldStop(signal, deadline); pages++) {
    const page = await store.readAll({ after, limit: PAGE_SIZE, eventTypes: counterProjection.eventTypes });
    events += page.events.length;
    after = page.next ?? after;
    if (page.atEnd) break;
  }
  if (events !== TOTAL_EVENTS) throw new Error(`readAll returned ${events} of ${TOTAL_EVENTS} events`);
  return (events / (performance.now() - started)) * 1000;
}

async function runCatchUp(
  pool: ReturnType<typeof createPool>,
  store: EventStore,
  head: Position,
  signal: AbortSignal,
): Promise<{ eventsPerSecond: number; elapsedMs: number; handlerMs: number }> {
  const db = createDb<RegistryDatabase>(pool);
  const bus = createInProcessBus();
  // The same projection, timed: how much of the catch-up is the handler itself (the rest is reading pages and the
  // runtime's per-page transaction and checkpoint).
  let handlerMs = 0;
  const timed: Projection = {
    ...counterProjection,
    async apply(trx, events) {
      const started = performance.now();
      await counterProjection.apply(trx, events);
      handlerMs += performance.now() - started;
    },
  };
  const runtime = createProjectorRuntime({ pool, eventStore: store, bus, projections: [timed], log: quietLog, batchSize: PAGE_SIZE });
  const progress = setInterval(() => {
    void getProjectionStatuses(db, store).then(
      ([status]) => status && console.log(`  catching up: ${status.eventsApplied.toLocaleString('en-US')} applied, lag ${status.lag.toLocaleString('en-US')}`),
      () => undefined,
    );
  }, 5000);
  try {
    const started = performance.now();
    await runtime.start();
    const deadline = started + CATCH_UP_TIME_LIMIT_MS;
    let reached = false;
    // waitForPosition in short slices, so Ctrl-C or the time limit ends the wait at once.
    while (!reached && !shouldStop(signal, deadline)) {
      reached = await runtime.waitForPosition(head, { timeoutMs: Math.min(1000, Math.max(1, deadline - performance.now())) });
    }
    const elapsedMs = performance.now() - started;
    if (!reached) throw new Error(`the projection did not reach ${formatPosition(head)} in time`);
    const { rows } = await sql<{ events: string }>`SELECT coalesce(sum(events), 0) AS events FROM read.${sql.table(COUNTER_TABLE)}`.execute(db);
    const counted = Number(rows[0]?.events ?? 0);
    if (counted !== TOTAL_EVENTS) throw new Error(`the read model counted ${counted} of ${TOTAL_EVENTS} events`);
    return { eventsPerSecond: (TOTAL_EVENTS / elapsedMs) * 1000, elapsedMs, handlerMs };
  } finally {
    clearInterval(progress);
    await runtime.stop();
    await bus.close();
  }
}

runBench('Projection catch-up (benchmark 3)', { timeLimitMs: 300_000 }, measureCatchUp);
