// POST /api/admin/ideas/generate-batch { freeCount, premiumCount, batchNumber, categories, trendId, stamp }
// (docs/product.md "Admin: AI jobs, Batch-Runs and Batch-Docs", "Limits"): a job of free and premium ideas
// (jobs/job-requests.ts).
import type { FastifyInstance } from 'fastify';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { ideaBatchRequest } from '../../jobs/job-requests';
import { startJob, type AdminJobsDeps } from '../../jobs/start-job';

export function generateBatchRoutes(app: FastifyInstance, deps: AdminJobsDeps): void {
  route(app, adminAiApi.generateBatch, async (request, reply) => {
    return startJob(app, request, reply, deps, request.actor, await ideaBatchRequest(deps, request.body));
  });
}
