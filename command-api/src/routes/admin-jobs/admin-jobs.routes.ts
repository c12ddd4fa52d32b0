// The admin's AI operations on the command side (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs"): the two
// generation calls, each a job, and the cancel of a job.
import type { FastifyInstance } from 'fastify';
import type { AdminJobsDeps } from '../../jobs/start-job';
import { cancelJobRoutes } from './cancel-job.routes';
import { generateBatchRoutes } from './generate-batch.routes';
import { generateDocumentsRoutes } from './generate-documents.routes';

export function adminJobRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  generateBatchRoutes(app, deps);
  generateDocumentsRoutes(app, deps);
  cancelJobRoutes(app);
}
