// The admin's AI operations on the command side (spec 001 §2, §7): the two generation calls, each a job, and the
// cancel of a job.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CommandApiDatabase } from '../../command-api-database';
import type { StartJobDeps } from '../../jobs/start-job';
import { cancelJobRoutes } from './cancel-job.routes';
import { generateBatchRoutes } from './generate-batch.routes';
import { generateDocumentsRoutes } from './generate-documents.routes';

export interface AdminJobsDeps extends StartJobDeps {
  db: Kysely<CommandApiDatabase>;
}

export function adminJobRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  generateBatchRoutes(app, deps);
  generateDocumentsRoutes(app, deps);
  cancelJobRoutes(app);
}
