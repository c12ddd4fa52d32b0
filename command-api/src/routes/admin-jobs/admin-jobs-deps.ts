// What the admin's job calls need: where ids are allocated, and what starting a job needs.
import type { Kysely } from 'kysely';
import type { CommandApiDatabase } from '../../command-api-database';
import type { StartJobDeps } from '../../jobs/start-job';

export interface AdminJobsDeps extends StartJobDeps {
  db: Kysely<CommandApiDatabase>;
}
