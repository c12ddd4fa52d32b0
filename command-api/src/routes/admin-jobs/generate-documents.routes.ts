// POST /api/admin/documents/generate { ideaIds, type, generateAll } (docs/product.md "Admin: AI jobs, Batch-Runs and
// Batch-Docs"): a job of one document per selected idea and type (jobs/job-requests.ts).
import type { FastifyInstance } from 'fastify';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { documentsRequest } from '../../jobs/job-requests';
import { startJob, type AdminJobsDeps } from '../../jobs/start-job';

export function generateDocumentsRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  route(app, adminAiApi.generateDocuments, async (request, reply) => {
    return startJob(app, request, reply, deps, request.actor, await documentsRequest(deps, request.body));
  });
}
