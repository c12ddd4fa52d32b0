// The registry of projection generations (schema `projections`). A generation is one build of a projection version,
// from position zero, into a schema of its own; at most one generation per projection is active, and the read
// views point at its tables. Rows are never deleted: retired ones are the history of builds and switches.
import { sql, type Generated, type Kysely, type Selectable, type Transaction } from 'kysely';
import { migrateSchema } from '@app/infra/database/migrate';
import type { Position } from '@app/infra/event-store/position';
import { REGISTRY_LOCK_SPACE } from './advisory-locks';
import type { Projection } from './projection';
import { registryMigrations } from './registry-migrations';

export type GenerationStatus = 'building' | 'active' | 'retired';

interface RegistryTable {
  id: Generated<number>;
  name: string;
  version: number;
  generation: number;
  schema_name: string;
  tables: string[];
  status: GenerationStatus;
  checkpoint_commit: string | null;
  checkpoint_prepare: string | null;
  events_applied: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  activated_at: Date | null;
  retired_at: Date | null;
  heartbeat_at: Date | null;
  runner: string | null;
  last_error: string | null;
  failing_since: Date | null;
  indexing_since: Date | null;
  indexes_built: number | null;
  indexes_total: number | null;
  stuck_event_id: string | null;
  stuck_event_type: string | null;
  stuck_stream_id: string | null;
  stuck_position_commit: string | null;
  stuck_position_prepare: string | null;
}

interface SkippedEventsTable {
  name: string;
  event_id: string;
  event_type: string;
  stream_id: string;
  position_commit: string;
  position_prepare: string;
  error: string;
  reason: string;
  skipped_by: string;
  audit_event_id: string;
  skipped_at: Generated<Date>;
}

/** A type, not an interface: `withTables` takes it. */
export type RegistryDatabase = {
  'projections.registry': RegistryTable;
  'projections.skipped_events': SkippedEventsTable;
};

export const REGISTRY = 'projections.registry';
export const SKIPPED_EVENTS = 'projections.skipped_events';

/** The event a generation's handler throws on, alone: the generation cannot move past it until it is fixed or skipped. */
export interface StuckEvent {
  id: string;
  type: string;
  streamId: string;
  position: Position;
}

export interface Generation {
  id: number;
  name: string;
  version: number;
  generation: number;
  schemaName: string;
  tables: string[];
  status: GenerationStatus;
  /** Undefined until the first page or caught-up point was committed. */
  checkpoint: Position | undefined;
  eventsApplied: bigint;
  createdAt: Date;
  updatedAt: Date;
  activatedAt: Date | null;
  heartbeatAt: Date | null;
  runner: string | null;
  lastError: string | null;
  failingSince: Date | null;
  /** Set with lastError when the failure is one event's. */
  stuckEvent: StuckEvent | null;
  /** Set while its deferred indexes are being built, before it is switched in: since when, how many are done of how many. */
  indexing: { since: Date; built: number; total: number } | null;
}

function positionOf(commit: string | null, prepare: string | null): Position | undefined {
  return commit === null || prepare === null ? undefined : { commit: BigInt(commit), prepare: BigInt(prepare) };
}

function checkpointOf(row: Pick<RegistryTable, 'checkpoint_commit' | 'checkpoint_prepare'>): Position | undefined {
  return positionOf(row.checkpoint_commit, row.checkpoint_prepare);
}

function toGeneration(row: Selectable<RegistryTable>): Generation {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    generation: row.generation,
    schemaName: row.schema_name,
    tables: row.tables,
    status: row.status,
    checkpoint: checkpointOf(row),
    eventsApplied: BigInt(row.events_applied),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    activatedAt: row.activated_at,
    heartbeatAt: row.heartbeat_at,
    runner: row.runner,
    lastError: row.last_error,
    failingSince: row.failing_since,
    stuckEvent: stuckEventOf(row),
    indexing: row.indexing_since && { since: row.indexing_since, built: row.indexes_built ?? 0, total: row.indexes_total ?? 0 },
  };
}

function stuckEventOf(row: Selectable<RegistryTable>): StuckEvent | null {
  const { stuck_event_id: id, stuck_event_type: type, stuck_stream_id: streamId } = row;
  const position = positionOf(row.stuck_position_commit, row.stuck_position_prepare);
  return id === null || type === null || streamId === null || !position ? null : { id, type, streamId, position };
}

const NOT_STUCK = {
  stuck_event_id: null,
  stuck_event_type: null,
  stuck_stream_id: null,
  stuck_position_commit: null,
  stuck_position_prepare: null,
} as const;

export function samePosition(a: Position | undefined, b: Position | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.commit === b.commit && a.prepare === b.prepare);
}

/** The first generation keeps the plain `<name>_v<version>`; rebuilds of the same version get a suffix. */
export function generationSchemaName(name: string, version: number, generation: number): string {
  return generation === 1 ? `${name}_v${version}` : `${name}_v${version}_g${generation}`;
}

export async function migrateRegistry(db: Kysely<any>): Promise<void> {
  try {
    await migrateSchema(db, 'projections', registryMigrations);
  } catch {
    // Processes starting together race on CREATE SCHEMA; the loser finds the work done on a second try.
    await migrateSchema(db, 'projections', registryMigrations);
  }
}

/** migrateRegistry on the first call, once; after a failure the next call tries again. */
export function registryPreparer(db: Kysely<any>): () => Promise<void> {
  let ready: Promise<void> | undefined;
  return () => {
    ready ??= migrateRegistry(db).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
}

export async function readGeneration(db: Kysely<RegistryDatabase>, id: number): Promise<Generation | undefined> {
  const row = await db.selectFrom(REGISTRY).selectAll().where('id', '=', id).executeTakeFirst();
  return row && toGeneration(row);
}

export async function listGenerations(
  db: Kysely<RegistryDatabase>,
  filter: { names?: readonly string[]; statuses: readonly GenerationStatus[] },
): Promise<Generation[]> {
  let query = db.selectFrom(REGISTRY).selectAll().where('status', 'in', filter.statuses);
  if (filter.names) {
    if (filter.names.length === 0) return [];
    query = query.where('name', 'in', filter.names);
  }
  const rows = await query.orderBy('name').orderBy('id').execute();
  return rows.map(toGeneration);
}

export interface ActiveCheckpoint {
  name: string;
  checkpoint: Position | undefined;
  /** Whether a runner stamped its heartbeat within the given time (by the database's clock). */
  runnerAlive: boolean;
  /** Whether its handler throws on an event it has not got past (it moves on only once fixed or skipped). */
  stuck: boolean;
}

export async function listActiveCheckpoints(
  db: Kysely<RegistryDatabase>,
  names: readonly string[] | undefined,
  runnerTimeoutMs: number,
): Promise<ActiveCheckpoint[]> {
  if (names?.length === 0) return [];
  let query = db
    .selectFrom(REGISTRY)
    .select(['name', 'checkpoint_commit', 'checkpoint_prepare'])
    .select(sql<boolean>`coalesce(heartbeat_at > now() - ${runnerTimeoutMs} * interval '1 millisecond', false)`.as('alive'))
    .select(sql<boolean>`stuck_event_id IS NOT NULL`.as('stuck'))
    .where('status', '=', 'active');
  if (names) query = query.where('name', 'in', names);
  const rows = await query.execute();
  return rows.map((row) => ({ name: row.name, checkpoint: checkpointOf(row), runnerAlive: row.alive, stuck: row.stuck }));
}

/**
 * Runs `change` in a transaction holding the projection's registry lock, so creating generations, switching and
 * re-pointing views never interleave for one projection (across processes).
 */
export function withProjectionLocked<T>(
  db: Kysely<RegistryDatabase>,
  name: string,
  change: (trx: Transaction<RegistryDatabase>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${REGISTRY_LOCK_SPACE}, hashtext(${name}))`.execute(trx);
    return change(trx);
  });
}

/** Call with the projection's registry lock held. */
export async function addGeneration(
  trx: Transaction<RegistryDatabase>,
  projection: Projection,
  status: 'building' | 'active',
): Promise<Generation> {
  const { last } = await trx
    .selectFrom(REGISTRY)
    .select((eb) => eb.fn.max('generation').as('last'))
    .where('name', '=', projection.name)
    .where('version', '=', projection.version)
    .executeTakeFirstOrThrow();
  const generation = (last ?? 0) + 1;
  const row = await trx
    .insertInto(REGISTRY)
    .values({
      name: projection.name,
      version: projection.version,
      generation,
      schema_name: generationSchemaName(projection.name, projection.version, generation),
      tables: [...projection.tables],
      status,
      activated_at: status === 'active' ? sql<Date>`now()` : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toGeneration(row);
}

/**
 * The compare-and-set that makes a page commit exactly once: it only moves the checkpoint from `from`, and never
 * on a retired generation. False means someone else moved it (or retired it): the caller must roll back.
 */
export async function advanceCheckpoint(
  trx: Transaction<RegistryDatabase>,
  change: { id: number; from: Position | undefined; to: Position; applied: number },
): Promise<boolean> {
  const result = await trx
    .updateTable(REGISTRY)
    .set({
      checkpoint_commit: change.to.commit.toString(),
      checkpoint_prepare: change.to.prepare.toString(),
      events_applied: sql<string>`events_applied + ${change.applied}`,
      updated_at: sql<Date>`now()`,
      last_error: null,
      failing_since: null,
      ...NOT_STUCK,
    })
    .where('id', '=', change.id)
    .where('status', '<>', 'retired')
    .where('checkpoint_commit', 'is not distinct from', change.from?.commit.toString() ?? null)
    .where('checkpoint_prepare', 'is not distinct from', change.from?.prepare.toString() ?? null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** `stuck` names the event when the failure is one event's; without it, a failure clears the previous one's event. */
export async function recordFailure(db: Kysely<RegistryDatabase>, id: number, message: string, stuck?: StuckEvent): Promise<void> {
  await db
    .updateTable(REGISTRY)
    .set({
      last_error: message,
      failing_since: sql<Date>`coalesce(failing_since, now())`,
      ...(stuck
        ? {
            stuck_event_id: stuck.id,
            stuck_event_type: stuck.type,
            stuck_stream_id: stuck.streamId,
            stuck_position_commit: stuck.position.commit.toString(),
            stuck_position_prepare: stuck.position.prepare.toString(),
          }
        : NOT_STUCK),
    })
    .where('id', '=', id)
    .execute();
}

/** The ids of the events an operator told this projection (every generation and version of it) to pass over. */
export async function listSkippedEventIds(db: Kysely<RegistryDatabase>, name: string): Promise<Set<string>> {
  const rows = await db.selectFrom(SKIPPED_EVENTS).select('event_id').where('name', '=', name).execute();
  return new Set(rows.map((row) => row.event_id));
}
