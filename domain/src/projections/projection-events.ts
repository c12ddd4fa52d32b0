// Events of a projection's own stream (`projection-<name>`): what operators and admins did to a read model, so the
// audit trail accounts for every rebuild and every skipped event. The projector runtime acts on them through its
// registry (projectors/src/runtime/README.md); these events are the record of who asked, and when.
import type { DomainEvent } from '../shared/decider';

export const projectionStreamId = (name: string) => `projection-${name}`;

export const PROJECTION_REBUILD_REQUESTED = 'ProjectionRebuildRequested';
export const PROJECTION_EVENT_SKIPPED = 'ProjectionEventSkipped';

/** An admin asked for a new generation of the projection's version, built from position zero next to the serving one. */
export type ProjectionRebuildRequested = DomainEvent<
  typeof PROJECTION_REBUILD_REQUESTED,
  { name: string; version: number; generation: number; at: string }
>;

/**
 * An operator told the projection to pass over the event it was stuck on (`npm run projections:skip`), in this build
 * and every later one. `position` as `formatPosition` writes it.
 */
export type ProjectionEventSkipped = DomainEvent<
  typeof PROJECTION_EVENT_SKIPPED,
  {
    projection: string;
    position: string;
    eventId: string;
    eventType: string;
    streamId: string;
    error: string;
    reason: string;
    skippedBy: string;
    at: string;
  }
>;

export type ProjectionEvent = ProjectionRebuildRequested | ProjectionEventSkipped;
