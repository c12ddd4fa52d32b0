// Runs one generation: holds its runner lock, catches up from its checkpoint page by page, then follows live; a
// building generation is switched in as soon as it has caught up with the head. A failure never leaves partial
// writes (a page is one transaction); it is logged once per streak, shown in the registry (with the event, when the
// handler throws on one), and retried with backoff from the last committed checkpoint. Events an operator skipped
// are passed over.
import type { Kysely, Migration } from 'kysely';
import type { SharedDb } from '@app/infra/database/kysely';
import { migrateSchema } from '@app/infra/database/migrate';
import type { Bus } from '@app/infra/bus/bus';
import type { EventStore, RecordedEvent } from '@app/infra/event-store/event-store';
import { comparePositions, formatPosition } from '@app/infra/event-store/position';
import { activateGeneration, dropRetiredSchemas, RETIRED_SCHEMA_GRACE_MS } from './activation';
import { CommitSizer } from './commit-sizer';
import { commitPageOrFindStuck, finishBuild, StuckOnEvent } from './page-commit';
import { encodeProgress, type ProgressMessage } from './progress-message';
import { readAhead } from './read-ahead';
import type { Projection } from './projection';
import { listSkippedEventIds, readGeneration, recordFailure, type Generation, type RegistryDatabase, type StuckEvent } from './registry';
import type { LeaseSession } from './runner-leases';
import type { RuntimeLog } from './runtime-log';
import { useSchema } from './search-path';
import { sleep } from './sleep';

export interface RunnerContext {
  db: Kysely<RegistryDatabase>;
  /** The same database with no tables named: pages are committed on it (page-commit.ts). */
  shared: SharedDb;
  eventStore: EventStore;
  bus: Bus;
  leases: LeaseSession;
  log: RuntimeLog;
  batchSize: number;
  /** The page size of a generation that is building when its runner starts following. */
  buildBatchSize: number;
  retry: { initialMs: number; maxMs: number };
}

/**
 * Creates or upgrades the generation's tables and, when it serves, creates the deferred indexes it lacks and re-creates
 * its read views (which picks up columns that new migrations added). False when it was retired meanwhile.
 */
export async function prepareGeneration(db: Kysely<RegistryDatabase>, projection: Projection, generation: Generation): Promise<boolean> {
  // The Migrator runs every pending migration in one transaction, so the search path holds for all of them.
  const migrations = Object.entries(projection.migrations).map(([name, migration]): [string, Migration] => [
    name,
    {
      async up(trx) {
        await useSchema(trx, generation.schemaName);
        await migration.up(trx);
      },
    },
  ]);
  await migrateSchema(db, generation.schemaName, Object.fromEntries(migrations));
  return generation.status !== 'active' || (await activateGeneration(db, generation, generation.checkpoint, projection.deferredIndexes)) !== 'moved';
}

/** Returns when `signal` aborts or the generation is retired. */
export async function runGeneration(context: RunnerContext, projection: Projection, id: number, signal: AbortSignal): Promise<void> {
  while (!signal.aborted) {
    const lease = await context.leases.acquire(id, signal);
    if (!lease) return;
    try {
      const outcome = await runWhileHeld(context, projection, id, AbortSignal.any([signal, lease.signal]));
      if (outcome === 'retired') return;
    } finally {
      await lease.release();
    }
  }
}

async function runWhileHeld(
  context: RunnerContext,
  projection: Projection,
  id: number,
  signal: AbortSignal,
): Promise<'retired' | 'interrupted'> {
  let failures = 0;
  let prepared = false;
  const fields = { projection: projection.name, version: projection.version, generationId: id };
  const onCommitted = () => {
    if (failures === 0) return;
    context.log.info({ ...fields, failures }, 'projector: recovered');
    failures = 0;
  };
  while (!signal.aborted) {
    try {
      const generation = await readGeneration(context.db, id);
      if (!generation || generation.status === 'retired') return 'retired';
      if (!prepared) {
        if (!(await prepareGeneration(context.db, projection, generation))) continue;
        prepared = true;
        // Schemas left by a process that stopped within the grace after a switch.
        if (generation.status === 'active') await dropRetired(context, projection.name);
        context.log.info(
          { ...fields, status: generation.status, position: generation.checkpoint ? formatPosition(generation.checkpoint) : null },
          'projector: running',
        );
      }
      await follow(context, projection, generation, signal, onCommitted);
    } catch (error) {
      failures += 1;
      const message = error instanceof Error ? error.message : String(error);
      const stuck = error instanceof StuckOnEvent ? stuckEventOf(error.event) : undefined;
      if (failures === 1) {
        if (stuck) {
          const position = formatPosition(stuck.position);
          context.log.error(
            { ...fields, position, eventType: stuck.type, streamId: stuck.streamId, err: error },
            `projector: stuck on one event; retrying with backoff. Fix the projection and restart, or run "npm run projections:skip ${projection.name} ${position} <reason>"`,
          );
        } else {
          context.log.error({ ...fields, err: error }, 'projector: failed; retrying with backoff until it succeeds');
        }
      }
      await recordFailure(context.db, id, message, stuck).catch(() => undefined);
      await sleep(Math.min(context.retry.maxMs, context.retry.initialMs * 2 ** (failures - 1)), signal);
    }
  }
  return 'interrupted';
}

function stuckEventOf(event: RecordedEvent): StuckEvent {
  return { id: event.id, type: event.type, streamId: event.streamId, position: event.position };
}

/** Returns when the signal aborts, or when the checkpoint moved under us (the caller re-reads the generation). */
async function follow(
  context: RunnerContext,
  projection: Projection,
  generation: Generation,
  signal: AbortSignal,
  onCommitted: () => void,
): Promise<void> {
  let checkpoint = generation.checkpoint;
  // The caller has just checked that the generation is not retired.
  let status: ProgressMessage['status'] = generation.status === 'building' ? 'building' : 'active';
  const publishProgress = () => {
    const position = checkpoint ? formatPosition(checkpoint) : null;
    const { name, version } = projection;
    context.bus.publish('projections.progress', encodeProgress({ name, version, generation: generation.generation, status, position }));
  };
  // Read on every (re)start of the follow, so a skip recorded while this runner waits out its backoff is seen by the
  // next attempt.
  const skipped = await listSkippedEventIds(context.db, projection.name);
  const commits = new CommitSizer();
  const items = context.eventStore.subscribeToAll({
    after: checkpoint,
    eventTypes: projection.eventTypes,
    batchSize: status === 'building' ? context.buildBatchSize : context.batchSize,
    signal,
    wakeUps: { subscribe: (onWake) => context.bus.subscribe('events.appended', () => onWake()) },
  });
  for await (const item of readAhead(items)) {
    // A lost lease must stop writes at once, even if the subscription still hands over a page it had read.
    if (signal.aborted) return;
    // `caught-up` moves the checkpoint too, so a projection whose event types are rare still reaches the head.
    const to = item.kind === 'events' ? item.next : item.position;
    if (to && (!checkpoint || comparePositions(to, checkpoint) > 0)) {
      const events = item.kind === 'events' ? item.events.filter((event) => !skipped.has(event.id)) : [];
      for (const part of commits.split(events, to)) {
        const started = performance.now();
        const page = { from: checkpoint, ...part, building: status === 'building' };
        const committed = await commitPageOrFindStuck(context.shared, projection, generation, page, (position) => {
          checkpoint = position;
          onCommitted();
          publishProgress();
        });
        if (!committed) return;
        commits.took(part.events.length, performance.now() - started);
      }
    }
    if (item.kind === 'caught-up' && status === 'building') {
      await finishBuild(context.shared, projection, generation);
      const outcome = await activateGeneration(context.db, generation, checkpoint, projection.deferredIndexes);
      if (outcome === 'moved') return;
      if (outcome === 'activated') {
        status = 'active';
        context.log.info(
          { projection: projection.name, version: projection.version, generation: generation.generation },
          'projector: caught up; now serving reads',
        );
        publishProgress();
        await dropRetired(context, projection.name);
        void sleep(RETIRED_SCHEMA_GRACE_MS, signal).then((waited) => (waited ? dropRetired(context, projection.name) : undefined));
      }
    }
  }
}

function dropRetired(context: RunnerContext, name: string): Promise<void> {
  return dropRetiredSchemas(context.db, name).catch((error: unknown) =>
    context.log.warn({ projection: name, err: error }, 'projector: could not drop retired schemas'),
  );
}
