// GET /api/admin/deleted-ideas: the admin's Deleted Ideas section (docs/product.md "Admin: Deleted Ideas"), newest
// first.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { listDeletedIdeas } from '../../read-models/admin-ideas';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function deletedIdeasRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, adminIdeasApi.deleted, async () => {
    return { deletedIdeas: await listDeletedIdeas(deps.db) };
  });
}
