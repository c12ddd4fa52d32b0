// GET /api/admin/builder-studio-applicants: the admin's Studio applicants table (docs/product.md "Builder Studio"),
// newest first.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { builderStudioApi } from '@app/domain/builder-studio/builder-studio-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { listStudioApplicants } from '../../read-models/studio-applicants';

export function builderStudioApplicantsRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, builderStudioApi.applicants, async () => {
    return { applicants: await listStudioApplicants(deps.db) };
  });
}
