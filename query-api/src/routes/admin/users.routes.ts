// GET /api/admin/users: the admin panel's users table (spec 001 §7).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { listUsersForAdmin } from '../../read-models/users';

export function adminUsersRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/users', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { users: await listUsersForAdmin(deps.db) };
  });
}
