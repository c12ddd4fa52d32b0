// GET /api/admin/batches and GET /api/admin/batch-docs: the Batch-Runs and Batch-Docs sections' tables (docs/product.md
// "Admin: AI jobs, Batch-Runs and Batch-Docs"), newest first. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { listBatchDocs, listBatchRuns } from '../../read-models/batch-costs';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function batchCostsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, adminAiApi.batchRuns, async () => ({ batches: await listBatchRuns(deps.db) }));

  route(app, adminAiApi.batchDocs, async () => ({ batchDocs: await listBatchDocs(deps.db) }));
}
