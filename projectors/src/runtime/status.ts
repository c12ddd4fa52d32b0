// What the admin view and /api/health show per projection generation (progress and lag are visible to
// admins). Plain JSON values, so routes can send it as it is.
import type { Kysely } from 'kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { comparePositions, formatPosition, type Position } from '@app/infra/event-store/position';
import type { ProjectionStatus } from '@app/domain/projections/projection-status';
import { listGenerations, type RegistryDatabase } from './registry';

/**
 * Lag in the store's `prepare` unit. For the Postgres store that is the global_position sequence, so the number of
 * events appended after the checkpoint: approximate, because rolled-back appends leave gaps and it also counts
 * events of types the projection does not handle (which it skips in no time). For KurrentDB it is bytes of log.
 * Zero at the head: `caught-up` moves the checkpoint to the head even when no event of the projection's types came.
 */
export function measureLag(checkpoint: Position | undefined, head: Position | undefined): number {
  if (!head) return 0;
  if (!checkpoint) return Number(head.prepare);
  if (comparePositions(checkpoint, head) >= 0) return 0;
  return Math.max(0, Number(head.prepare - checkpoint.prepare));
}

/** Percent (one decimal, rounded down so 100 means done) of the way from the start of the store to its head. */
export function measureProgress(checkpoint: Position | undefined, head: Position | undefined): number {
  if (!head || head.prepare === 0n || (checkpoint && comparePositions(checkpoint, head) >= 0)) return 100;
  if (!checkpoint) return 0;
  return Math.min(100, Math.floor((Number(checkpoint.prepare) / Number(head.prepare)) * 1000) / 10);
}

export async function getProjectionStatuses(db: Kysely<RegistryDatabase>, eventStore: EventStore): Promise<ProjectionStatus[]> {
  const [generations, head] = await Promise.all([
    listGenerations(db, { statuses: ['building', 'active'] }),
    eventStore.headPosition(),
  ]);
  return generations.map((generation) => ({
    name: generation.name,
    version: generation.version,
    generation: generation.generation,
    status: generation.status === 'building' ? 'building' : 'active',
    position: generation.checkpoint ? formatPosition(generation.checkpoint) : null,
    eventsApplied: Number(generation.eventsApplied),
    lag: measureLag(generation.checkpoint, head),
    progress: generation.status === 'building' ? measureProgress(generation.checkpoint, head) : null,
    indexing: generation.indexing && { ...generation.indexing, since: generation.indexing.since.toISOString() },
    runner: generation.runner,
    heartbeatAt: generation.heartbeatAt?.toISOString() ?? null,
    updatedAt: generation.updatedAt.toISOString(),
    error:
      generation.lastError === null
        ? null
        : {
            message: generation.lastError,
            since: (generation.failingSince ?? generation.updatedAt).toISOString(),
            event: generation.stuckEvent && { ...generation.stuckEvent, position: formatPosition(generation.stuckEvent.position) },
          },
  }));
}
