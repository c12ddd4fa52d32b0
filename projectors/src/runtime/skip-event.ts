// The operator's way past an event a projection cannot apply (README.md "When a projection is stuck"): the skip is
// recorded for the projection's name, so every generation and version of it, rebuilds included, passes over that one
// event, and it is audited in the store like every change.
import type { Kysely } from 'kysely';
import { PROJECTION_EVENT_SKIPPED, projectionStreamId, type ProjectionEventSkipped } from '@app/domain/projections/projection-events';
import type { EventStore } from '@app/infra/event-store/event-store';
import { formatPosition, type Position } from '@app/infra/event-store/position';
import { uuidFrom } from '@app/infra/ids/uuid';
import { listGenerations, samePosition, SKIPPED_EVENTS, type RegistryDatabase, type StuckEvent } from './registry';

export interface SkipRequest {
  name: string;
  /** Must be where a live generation of the projection is stuck: a typo never skips another event. */
  position: Position;
  reason: string;
  /** Who asked (the operator's account), for the audit event. */
  skippedBy: string;
  now: Date;
}

export interface SkippedEvent extends StuckEvent {
  error: string;
  auditEventId: string;
}

/** Refusals the CLI prints as they are. */
export class SkipRefused extends Error {}

export async function skipStuckEvent(db: Kysely<RegistryDatabase>, eventStore: EventStore, request: SkipRequest): Promise<SkippedEvent> {
  const { name, position, reason, skippedBy, now } = request;
  if (reason.trim() === '') throw new SkipRefused('a skip needs a reason, for the audit trail');
  const live = await listGenerations(db, { names: [name], statuses: ['building', 'active'] });
  const stuck = live.find((generation) => generation.stuckEvent && samePosition(generation.stuckEvent.position, position));
  if (!stuck?.stuckEvent) {
    const where = live.flatMap((generation) => (generation.stuckEvent ? [formatPosition(generation.stuckEvent.position)] : []));
    const state = where.length ? `it is stuck at ${[...new Set(where)].join(', ')}` : 'it is not stuck on any event';
    throw new SkipRefused(`${name} is not stuck at ${formatPosition(position)}: ${state}`);
  }
  const event = stuck.stuckEvent;
  const error = stuck.lastError ?? '';
  // Derived from the skipped event, so running the command again after a failure appends no second audit event.
  const auditEventId = uuidFrom(PROJECTION_EVENT_SKIPPED, name, event.id);
  const at = now.toISOString();
  const details: Omit<ProjectionEventSkipped['data'], 'at'> = { projection: name, position: formatPosition(event.position), eventId: event.id, eventType: event.type, streamId: event.streamId, error, reason, skippedBy };
  // The audit first: a skip that took effect without its audit event would be a change nobody can account for.
  await eventStore.append(projectionStreamId(name), [
    {
      id: auditEventId,
      type: PROJECTION_EVENT_SKIPPED,
      data: { ...details, at },
      metadata: { userId: null, commandId: auditEventId, correlationId: auditEventId, causationId: event.id, at, ...details },
    },
  ]);
  await db
    .insertInto(SKIPPED_EVENTS)
    .values({
      name,
      event_id: event.id,
      event_type: event.type,
      stream_id: event.streamId,
      position_commit: event.position.commit.toString(),
      position_prepare: event.position.prepare.toString(),
      error,
      reason,
      skipped_by: skippedBy,
      audit_event_id: auditEventId,
    })
    .onConflict((conflict) => conflict.columns(['name', 'event_id']).doNothing())
    .execute();
  return { ...event, error, auditEventId };
}
