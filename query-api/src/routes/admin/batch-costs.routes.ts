// GET /api/admin/batches and GET /api/admin/batch-docs: the Batch-Runs and Batch-Docs sections' tables (spec 001 §2,
// §3 batches, batch_docs, §7), newest first. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import { listBatchDocs, listBatchRuns } from '../../read-models/batch-costs';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function batchCostsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/batches', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { batches: await listBatchRuns(deps.db) };
  });

  app.get('/api/admin/batch-docs', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { batchDocs: await listBatchDocs(deps.db) };
  });
}
