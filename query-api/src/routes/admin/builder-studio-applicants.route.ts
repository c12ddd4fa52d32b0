// GET /api/admin/builder-studio-applicants: the admin's Studio applicants table (spec 001 §2, §7), newest first.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import { listStudioApplicants } from '@app/projectors/studio-applicants/studio-applicants.repository';
import type { StudioApplicantsReadDatabase } from '@app/projectors/studio-applicants/studio-applicants.table';

export function builderStudioApplicantsRoute(app: FastifyInstance, deps: { db: Kysely<any> }): void {
  app.get('/api/admin/builder-studio-applicants', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { applicants: await listStudioApplicants(deps.db as Kysely<StudioApplicantsReadDatabase>) };
  });
}
