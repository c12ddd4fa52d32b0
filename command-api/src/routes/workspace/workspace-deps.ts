import type { Kysely } from 'kysely';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { CommandApiDatabase } from '../../command-api-database';

/** What the workspace's command routes need: the event store (reads before deciding), id sequences, the AI. */
export interface WorkspaceDeps {
  eventStore: EventStore;
  db: Kysely<CommandApiDatabase>;
  ai: AiGenerator;
}
