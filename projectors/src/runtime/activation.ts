// The blue/green switch: a generation becomes the one readers see, and the one it replaces is retired, in one
// transaction with the read views (docs/architecture.md "Projections and read models").
import { sql, type Kysely } from 'kysely';
import { comparePositions, type Position } from '@app/infra/event-store/position';
import type { DeferredIndex } from './projection';
import { pointReadViews } from './read-views';
import {
  REGISTRY,
  listGenerations,
  samePosition,
  withProjectionLocked,
  type Generation,
  type RegistryDatabase,
} from './registry';

/**
 * - activated: readers now see `generation` (for an already active one: its views were re-created, which picks up
 *   columns its migrations added);
 * - behind: the generation serving now is further along; switching would send readers back in time, so not yet;
 * - moved: the generation was retired, or (building) its checkpoint is not `expected` any more; re-read it.
 */
export type ActivationOutcome = 'activated' | 'behind' | 'moved';

export async function activateGeneration(
  db: Kysely<RegistryDatabase>,
  generation: Pick<Generation, 'id' | 'name' | 'schemaName'>,
  expected: Position | undefined,
  deferredIndexes: readonly DeferredIndex[] = [],
): Promise<ActivationOutcome> {
  // Before the switch, so readers never see the generation without them, and outside its transaction, so the
  // projection's lock is not held while they are built (the serving generation moves on meanwhile: the check below
  // then answers 'behind', and the runner catches up and comes back, to indexes that exist by then).
  await createDeferredIndexes(db, generation, deferredIndexes);
  return withProjectionLocked(db, generation.name, async (trx) => {
    // Re-pointing views waits for readers' locks; give up (and retry later) rather than queue every reader behind us.
    await sql`SET LOCAL lock_timeout = '10s'`.execute(trx);
    const current = await listGenerations(trx, { names: [generation.name], statuses: ['building', 'active'] });
    const self = current.find((row) => row.id === generation.id);
    if (!self || (self.status === 'building' && !samePosition(self.checkpoint, expected))) return 'moved';
    const serving = current.find((row) => row.status === 'active' && row.id !== self.id);
    if (self.status === 'building' && serving?.checkpoint) {
      if (!self.checkpoint || comparePositions(serving.checkpoint, self.checkpoint) > 0) return 'behind';
    }
    if (self.status === 'building') {
      // The serving generation, and builds of older versions that can never become current again.
      await trx
        .updateTable(REGISTRY)
        .set({ status: 'retired', retired_at: sql<Date>`now()` })
        .where('name', '=', self.name)
        .where('id', '<>', self.id)
        .where((eb) => eb.or([eb('status', '=', 'active'), eb.and([eb('status', '=', 'building'), eb('version', '<', self.version)])]))
        .execute();
      await trx
        .updateTable(REGISTRY)
        .set({ status: 'active', activated_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', self.id)
        .execute();
    }
    await pointReadViews(trx, self, serving?.tables ?? []);
    return 'activated';
  });
}

/**
 * One statement, hence one transaction, per index, two at a time: a runner that dies part of the way keeps those it
 * built, and the next activation (IF NOT EXISTS) builds the rest. Not CONCURRENTLY: that leaves an invalid index
 * behind when it fails, which IF NOT EXISTS would then keep; a plain build only holds off the generation's own writer.
 */
async function createDeferredIndexes(
  db: Kysely<RegistryDatabase>,
  generation: Pick<Generation, 'id' | 'schemaName'>,
  indexes: readonly DeferredIndex[],
): Promise<void> {
  const schema = generation.schemaName;
  const missing = await missingIndexes(db, schema, indexes);
  if (missing.length === 0) return;
  // The admin view says 'building indexes', and how many are built of how many: its bar moves with each one.
  const row = () => db.updateTable(REGISTRY).where('id', '=', generation.id);
  let built = indexes.length - missing.length;
  await row().set({ indexing_since: sql<Date>`now()`, indexes_built: built, indexes_total: indexes.length }).execute();
  const queue = [...missing];
  const buildNext = async (): Promise<void> => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      try {
        await sql`CREATE INDEX IF NOT EXISTS ${sql.id(index.name)} ON ${sql.id(schema, index.table)} ${sql.raw(index.definition)}`.execute(db);
      } catch (error) {
        // Another process built it at the same time (every runtime prepares the serving generations on start) and
        // committed: IF NOT EXISTS does not cover that race, and the index is there, as this one wanted.
        if (!CREATED_CONCURRENTLY.has((error as { code?: string }).code ?? '')) throw error;
      }
      built += 1;
      // The two builds' updates may commit in either order: the count never goes back.
      await row().set({ indexes_built: sql<number>`greatest(indexes_built, ${built})` }).execute();
    }
  };
  try {
    // Settled, not all: a failed build must not leave the other running past the registry's reset below.
    const outcomes = await Promise.allSettled(Array.from({ length: Math.min(PARALLEL_INDEX_BUILDS, missing.length) }, buildNext));
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await row().set({ indexing_since: null, indexes_built: null, indexes_total: null }).execute();
  }
}

/** The deferred indexes the generation's schema lacks. */
async function missingIndexes(db: Kysely<RegistryDatabase>, schema: string, indexes: readonly DeferredIndex[]): Promise<DeferredIndex[]> {
  if (indexes.length === 0) return [];
  const { rows } = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE schemaname = ${schema}`.execute(db);
  const present = new Set(rows.map((row) => row.indexname));
  return indexes.filter((index) => !present.has(index.name));
}

/**
 * Indexes built at once, each on a connection of its own (plain builds of one table share its SHARE lock). Postgres
 * builds each with a worker beside the leader, but writes the index out on the leader alone: two at a time keep both
 * cores busy (activity's four over a million rows: see docs/decisions.md "Deferred indexes are built two at a time").
 */
const PARALLEL_INDEX_BUILDS = 2;

/** unique_violation (the catalog's unique index, which waited for the other creator) and duplicate_table. */
const CREATED_CONCURRENTLY = new Set(['23505', '42P07']);

/**
 * How long the schema of the generation that served last outlives its retirement: long enough for readers still
 * inside a transaction that began before the switch (idle transactions end after 10 s), short enough that personal
 * data erased after the switch does not linger there (erasure reaches only the serving generation).
 */
export const RETIRED_SCHEMA_GRACE_MS = 30_000;

/**
 * Drops the schemas of retired generations; the one that served last stays while it was retired less than `graceMs`
 * ago.
 */
export async function dropRetiredSchemas(db: Kysely<RegistryDatabase>, name: string, graceMs = RETIRED_SCHEMA_GRACE_MS): Promise<void> {
  const retired = await db
    .selectFrom(REGISTRY)
    .select(['schema_name', sql<boolean>`coalesce(retired_at, '-infinity') > now() - make_interval(secs => ${graceMs / 1000})`.as('recent')])
    .where('name', '=', name)
    .where('status', '=', 'retired')
    .orderBy(sql`activated_at DESC NULLS LAST`)
    .orderBy('id', 'desc')
    .execute();
  for (const [index, { schema_name, recent }] of retired.entries()) {
    if (index === 0 && recent) continue;
    await sql`DROP SCHEMA IF EXISTS ${sql.id(schema_name)} CASCADE`.execute(db);
  }
}
