import type { Kysely } from 'kysely';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { EventStore } from '@app/infra/event-store/event-store';

/** What the workspace's command routes need: the event store (reads before deciding), id sequences, the AI. */
export interface WorkspaceDeps {
  eventStore: EventStore;
  db: Kysely<any>;
  ai: AiGenerator;
}
