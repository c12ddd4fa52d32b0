// GET /api/admin/deleted-ideas: the admin's Deleted Ideas section (spec 001 §2, §3 deleted_ideas), newest first.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import { listDeletedIdeas } from '../../read-models/admin-ideas';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function deletedIdeasRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/deleted-ideas', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { deletedIdeas: await listDeletedIdeas(deps.db) };
  });
}
