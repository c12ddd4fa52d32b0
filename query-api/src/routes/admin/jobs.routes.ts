// The admin's long AI work as it goes (ours: the progress view of batch idea and document generation, spec 001 §2):
// GET /api/admin/jobs/{id} answers one job, GET /api/admin/jobs?status=running|all the recent ones. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { JOB_NOT_FOUND } from '@app/domain/jobs/job-decider';
import { isJobId } from '@app/domain/jobs/job-events';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { findJob, listJobs } from '../../read-models/jobs';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { oneOf } from '@app/domain/ideas/idea-list-query';

const jobListQuery = z.object({
  status: oneOf('status', ['running', 'all'] as const, () => 'status must be running or all').transform((status) => status ?? 'all'),
});

export function adminJobsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/jobs', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { status } = validate(jobListQuery, request.query);
    return { jobs: await listJobs(deps.db, status) };
  });

  app.get<{ Params: { id: string } }>('/api/admin/jobs/:id', async (request) => {
    requireRole(request.actor, 'ADMIN');
    const { id } = request.params;
    const job = isJobId(id) ? await findJob(deps.db, id) : undefined;
    if (!job) throw new NotFound(JOB_NOT_FOUND);
    return job;
  });
}
