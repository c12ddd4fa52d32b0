// Who caused a recorded event, from its metadata and stream: a person's account or a named system actor.
// CONTRACT STUB: the history engineer replaces the bodies; the signatures stay.
import type { HistoryActor, SystemActor } from './history-view';

export type ActorRef = { kind: 'user'; id: string } | { kind: 'system'; id: SystemActor };

/** What `actorRefOf` reads of a recorded event. */
export interface AttributableEvent {
  streamId: string;
  type: string;
  data: unknown;
  metadata: { userId: string | null; correlationId: string };
}

export function actorRefOf(event: AttributableEvent): ActorRef {
  return event.metadata.userId === null ? { kind: 'system', id: 'seed' } : { kind: 'user', id: event.metadata.userId };
}

/** The entry's one line: the event's description and who did it ('Published by admin@example.com'). */
export function entrySummary(description: string, actor: HistoryActor): string {
  return `${description} by ${actor.label}`;
}
