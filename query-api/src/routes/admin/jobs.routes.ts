// The admin's long AI work as it goes (ours: the progress view of batch idea and document generation, docs/product.md
// "Admin: AI jobs, Batch-Runs and Batch-Docs"): GET /api/admin/jobs/{id} answers one job, GET
// /api/admin/jobs?status=running|all the recent ones. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { JOB_NOT_FOUND } from '@app/domain/jobs/job-decider';
import { NotFound } from '@app/domain/shared/errors';
import { route } from '@app/infra/http/contract-route';
import { findJob, listJobs } from '../../read-models/jobs';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function adminJobsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, adminAiApi.jobs, async (request) => ({ jobs: await listJobs(deps.db, request.query.status) }));

  route(app, adminAiApi.job, async (request) => {
    const job = await findJob(deps.db, request.params.id);
    if (!job) throw new NotFound(JOB_NOT_FOUND);
    return job;
  });
}
