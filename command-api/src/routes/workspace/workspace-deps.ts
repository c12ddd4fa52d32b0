import type { Kysely } from 'kysely';
import type { AiGenerator } from '@app/infra/ai/ai-generator';
import type { EventStore } from '@app/infra/event-store/event-store';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import type { CommandApiDatabase } from '../../command-api-database';

/**
 * What the workspace's command routes need: the event store (reads before deciding), the vault (a workspace's texts
 * are sealed personal data), id sequences, the AI.
 */
export interface WorkspaceDeps {
  eventStore: EventStore;
  personalData: PersonalDataVault;
  db: Kysely<CommandApiDatabase>;
  ai: AiGenerator;
}
