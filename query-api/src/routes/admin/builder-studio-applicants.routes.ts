// GET /api/admin/builder-studio-applicants: the admin's Studio applicants table (spec 001 §2, §7), newest first.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { listStudioApplicants } from '../../read-models/studio-applicants';

export function builderStudioApplicantsRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/builder-studio-applicants', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { applicants: await listStudioApplicants(deps.db) };
  });
}
