// Momentum (bench/README.md "Momentum"): 1,000,000 view and save events over 60 days for 100,000 ideas (the query
// API's view batches of 10 ideas each on `idea-views`, nine in ten, and saves to 2,000 members' workspaces), then:
//   - the `momentum` projection rebuilt from position zero as an admin's rebuild does it (a new generation, deferred
//     indexes and switch-in included), in events of the store per second, against `readAll` of the same events in
//     the runtime's pages just before (nothing applied: a rebuild's floor). Goal >= 40,000 events/s;
//   - the `trending` sort of the query API's catalog index with 100,000 ideas (random rows, as its tests make them)
//     and the activity loaded from the read model through its follower: random filter combinations, pages 1-3 of
//     100, each query timed with its sync of the trending keys, against the same queries in the `newest` sort on the
//     same index (baseline). Goal p99 <= 20 ms. In process: the index's work, not HTTP (catalog-reads.ts measures
//     the HTTP path, its random mix drawing every sort, trending included). Info: the background sync after the
//     loads (every idea scored, the order sorted: trending-sync.ts), the same at a day's turn, and the first request
//     after it (its own sync, which then has nothing to re-score).
//
// Run alone: npx tsx bench/src/momentum.ts   (BENCH_QUICK=1: 100,000 events, 10,000 ideas; figures meaningless)
import { CATEGORIES, TECHNOLOGY_TAGS, type IdeaSort } from '@app/domain/ideas/idea-enumerations';
import { IDEA_VIEWS_STREAM } from '@app/domain/ideas/idea-events';
import { REGIONS } from '@app/domain/ideas/countries';
import { dayNumber } from '@app/domain/momentum/momentum-days';
import { currentSchemaVersion } from '@app/domain/shared/upcasters';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { createInProcessBus } from '@app/infra/bus/in-process-bus';
import { createDb, createPool } from '@app/infra/database/kysely';
import type { EventStore, NewEvent } from '@app/infra/event-store/event-store';
import { createPostgresEventStore, migrateEventStore } from '@app/infra/event-store/postgres/postgres-event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import { migratePersonalData } from '@app/infra/personal-data/personal-data-vault';
import { momentumProjection } from '@app/projectors/momentum/momentum.projection';
import type { Projection } from '@app/projectors/runtime/projection';
import { createProjectorRuntime, DEFAULT_BUILD_BATCH_SIZE } from '@app/projectors/runtime/projector-runtime';
import { quietLog } from '@app/projectors/runtime/runtime-log';
import { CatalogIndex, type IndexQuery } from '@app/query-api/marketplace-index/catalog-index';
import { COUNTRY_POOL, pick, randomIdeaRow, seededRandom, some, type Random } from '@app/query-api/marketplace-index/catalog-test-ideas';
import { indexedIdeaOf } from '@app/query-api/marketplace-index/indexed-idea';
import { createTrendingSource, type TrendingActivity } from '@app/query-api/marketplace-index/trending-activity';
import type { QueryApiDatabase } from '@app/query-api/read-models/query-api-database';
import { runBench, type BenchContext } from './bench-main';
import { readAllRate } from './platform-history';
import { formatNumber, result, type BenchResult } from './report';
import { summarize } from './stats';

const QUICK = process.env.BENCH_QUICK === '1';
const TOTAL_EVENTS = QUICK ? 100_000 : 1_000_000;
const IDEAS = QUICK ? 10_000 : 100_000;
const MEMBERS = 2_000;
const DAYS = 60;
/** The counter flushes every 3 s: 900,000 batches over 60 days (one every 6 s) see one idea, sometimes two or three. */
const ideasInBatch = (random: Random) => (random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3);
const SAVE_EVERY = 10;
const EVENTS_PER_APPEND = 500;
const LOADERS = 3;
const QUERIES = QUICK ? 500 : 5_000;
const WARM_UP = 200;
const GOAL_EVENTS_PER_SECOND = 40_000;
const GOAL_P99_MS = 20;
const DAY_MS = 86_400_000;

/** Popular ideas get most of the activity, as on a live marketplace: id = IDEAS * r^2. */
const ideaOf = (random: Random) => 1 + Math.floor(IDEAS * random() ** 2);

function event(type: string, data: object, at: string): NewEvent {
  const id = uuidv7();
  return { id, type, data: { ...data, at }, metadata: { userId: null, commandId: id, correlationId: id, causationId: id, at, schemaVersion: currentSchemaVersion(type) } };
}

/** The appends, each one stream's events in time order: view batches on idea-views, saves on members' workspaces. */
function* appends(random: Random, first: number): Generator<{ stream: string; events: NewEvent[] }> {
  let copyId = 0;
  for (let appended = 0; appended < TOTAL_EVENTS; appended += EVENTS_PER_APPEND) {
    const count = Math.min(EVENTS_PER_APPEND, TOTAL_EVENTS - appended);
    // The store's order is time's: each append's events fall on the day its share of the total says.
    const at = new Date((first + (appended / TOTAL_EVENTS) * DAYS) * DAY_MS + random() * 1000).toISOString();
    if ((appended / EVENTS_PER_APPEND) % SAVE_EVERY === 0) {
      const userId = `member-${Math.floor(random() * MEMBERS)}`;
      yield {
        stream: workspaceStreamId(userId),
        events: Array.from({ length: count }, () =>
          event('IdeaSavedToWorkspace', { userId, copyId: ++copyId, kind: 'idea', originalId: ideaOf(random), subjectId: userId, personal: null }, at),
        ),
      };
    } else {
      yield {
        stream: IDEA_VIEWS_STREAM,
        events: Array.from({ length: count }, () => {
          const counts: Record<string, number> = {};
          for (let idea = ideasInBatch(random); idea > 0; idea--) counts[ideaOf(random)] = 1;
          return event('IdeaViewsRecorded', { counts, shares: random() < 0.1 ? { [ideaOf(random)]: 1 } : {} }, at);
        }),
      };
    }
  }
}

async function load(store: EventStore, first: number): Promise<number> {
  const started = performance.now();
  const pending = appends(seededRandom(30), first);
  let events = 0;
  await Promise.all(
    Array.from({ length: LOADERS }, async () => {
      for (let next = pending.next(); !next.done; next = pending.next()) {
        await store.append(next.value.stream, next.value.events, { expectedRevision: 'any' });
        events += next.value.events.length;
      }
    }),
  );
  console.log(`  loaded ${formatNumber(events)} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return events;
}

function randomQuery(random: Random, sort: IdeaSort): IndexQuery {
  const query: IndexQuery = { page: 1 + Math.floor(random() * 3), limit: 100, sort, admin: false };
  if (random() < 0.4) query.category = pick(random, CATEGORIES.slice(0, 8));
  if (random() < 0.2) query.type = 'PREMIUM';
  if (random() < 0.3) query.country = pick(random, [...REGIONS, ...COUNTRY_POOL]);
  if (random() < 0.25) query.technologies = some(random, TECHNOLOGY_TAGS, 0.1).slice(0, 2);
  return query;
}

/** Each query's milliseconds, the trending keys synced first as the list route does. */
function timeQueries(index: CatalogIndex, activity: TrendingActivity, today: number, sort: IdeaSort): number[] {
  const random = seededRandom(41);
  const samples: number[] = [];
  for (let run = 0; run < WARM_UP + QUERIES; run++) {
    const query = randomQuery(random, sort);
    const started = performance.now();
    if (sort === 'trending') index.syncTrending(activity, today);
    index.query(query);
    if (run >= WARM_UP) samples.push(performance.now() - started);
  }
  return samples;
}

async function measureMomentum({ server, signal }: BenchContext): Promise<BenchResult[]> {
  const database = await server.createDatabase('momentum');
  const pool = createPool(database.url, 10);
  const store = createPostgresEventStore({ pool });
  const db = createDb(pool);
  try {
    await migrateEventStore(pool);
    await migratePersonalData(db);
    const today = dayNumber(new Date());
    console.log(`Loading ${formatNumber(TOTAL_EVENTS)} view and save events over ${DAYS} days for ${formatNumber(IDEAS)} ideas...`);
    const events = await load(store, today - DAYS + 1);
    await pool.query('VACUUM (ANALYZE) event_store.events, event_store.streams');
    await server.settle();

    const read = await readAllRate(store, momentumProjection.eventTypes, DEFAULT_BUILD_BATCH_SIZE, signal);
    // The same projection, timed: how much of the rebuild is its handler (the rest is reading pages, the runtime's
    // transactions and checkpoints, the schema, the deferred index and the switch-in).
    // A rebuild goes through the build path (its pages, then its finish), which the handler's time includes.
    let handlerMs = 0;
    let finishMs = 0;
    const build = momentumProjection.build!;
    const timed: Projection = {
      ...momentumProjection,
      build: {
        async apply(trx, page) {
          const started = performance.now();
          await build.apply(trx, page);
          handlerMs += performance.now() - started;
        },
        async finish(trx) {
          const started = performance.now();
          await build.finish(trx);
          finishMs += performance.now() - started;
        },
      },
    };
    const runtime = createProjectorRuntime({ pool, eventStore: store, bus: createInProcessBus(), projections: [timed], log: quietLog });
    let rebuildMs: number;
    try {
      const started = performance.now();
      await runtime.rebuild(momentumProjection.name);
      rebuildMs = performance.now() - started;
    } finally {
      await runtime.stop();
    }
    const rebuilt = (events / rebuildMs) * 1000;
    const rows = await pool.query<{ count: string }>('SELECT count(*) FROM read.momentum_days');
    console.log(
      `  rebuild: ${(rebuildMs / 1000).toFixed(1)} s (${((handlerMs + finishMs) / 1000).toFixed(1)} s in the handler, ${(finishMs / 1000).toFixed(1)} s of it its finish), ${formatNumber(rebuilt)} events/s (readAll ${formatNumber(read.eventsPerSecond)} events/s); ` +
        `${formatNumber(Number(rows.rows[0]!.count))} idea-day rows`,
    );

    const random = seededRandom(7);
    const index = new CatalogIndex();
    index.upsert(Array.from({ length: IDEAS }, (_, slot) => indexedIdeaOf(randomIdeaRow(random, slot + 1))));
    await index.prepare();
    const loadStarted = performance.now();
    const activity = await createTrendingSource({ db: db.withTables<QueryApiDatabase>() }).current({ fresh: false });
    const activityLoadMs = performance.now() - loadStarted;
    // What trending-sync.ts does in the background after the loads and at each day's turn.
    const firstSync = performance.now();
    index.warmTrending(activity, today);
    const firstSyncMs = performance.now() - firstSync;
    const trending = summarize(timeQueries(index, activity, today, 'trending'));
    const newest = summarize(timeQueries(index, activity, today, 'newest'));
    const turn = performance.now();
    index.warmTrending(activity, today + 1);
    const dayTurnMs = performance.now() - turn;
    // The first request of the new day after it: its own sync finds nothing to re-score.
    const request = performance.now();
    index.syncTrending(activity, today + 1);
    index.query({ page: 1, limit: 100, sort: 'trending', admin: false });
    const afterTurnMs = performance.now() - request;
    console.log(
      `  trending: p50 ${trending.p50.toFixed(2)} ms, p99 ${trending.p99.toFixed(2)} ms; newest p50 ${newest.p50.toFixed(2)} ms, p99 ${newest.p99.toFixed(2)} ms; ` +
        `activity of ${formatNumber(activity.size)} ideas loaded in ${(activityLoadMs / 1000).toFixed(1)} s; background sync ${firstSyncMs.toFixed(0)} ms, at a day's turn ${dayTurnMs.toFixed(0)} ms, the next request ${afterTurnMs.toFixed(2)} ms`,
    );

    const bench = `momentum, ${formatNumber(events)} events, ${formatNumber(IDEAS)} ideas`;
    return [
      result(
        bench,
        {
          name: 'momentum rebuild',
          value: rebuilt,
          unit: 'events/s',
          detail: `${(rebuildMs / 1000).toFixed(1)} s, ${((handlerMs + finishMs) / 1000).toFixed(1)} s of it in the handler (pages ${(handlerMs / 1000).toFixed(1)} s, finish ${(finishMs / 1000).toFixed(1)} s); ${formatNumber(Number(rows.rows[0]!.count))} rows`,
        },
        { name: 'readAll pages of its events', value: read.eventsPerSecond, unit: 'events/s' },
        { text: `>= ${formatNumber(GOAL_EVENTS_PER_SECOND)} events/s`, pass: rebuilt >= GOAL_EVENTS_PER_SECOND },
      ),
      result(
        bench,
        { name: 'sort=trending page (index), p99', value: trending.p99, unit: 'ms', detail: `p50 ${trending.p50.toFixed(2)} ms, ${formatNumber(trending.count)} queries` },
        { name: 'the same queries sort=newest, p99', value: newest.p99, unit: 'ms', detail: `p50 ${newest.p50.toFixed(2)} ms` },
        { text: `p99 <= ${GOAL_P99_MS} ms`, pass: trending.p99 <= GOAL_P99_MS },
      ),
      result(
        bench,
        {
          name: 'trending keys: background sync and sort after the loads',
          value: firstSyncMs,
          unit: 'ms',
          detail: `at a day's turn ${dayTurnMs.toFixed(0)} ms; the next request in the sort ${afterTurnMs.toFixed(2)} ms`,
        },
        { name: 'activity loaded from the read model', value: activityLoadMs, unit: 'ms', detail: `${formatNumber(activity.size)} ideas` },
      ),
    ];
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

runBench('Momentum', { timeLimitMs: 900_000 }, measureMomentum);
