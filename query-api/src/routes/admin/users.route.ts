// GET /api/admin/users: the admin panel's users table (spec 001 §7).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireRole } from '@app/domain/users/permissions';
import { listUsersForAdmin } from '@app/projectors/users/users.repository';
import type { UsersReadDatabase } from '@app/projectors/users/users.table';
import type { QueryApiDeps } from '../../app';

export function adminUsersRoute(app: FastifyInstance, deps: QueryApiDeps): void {
  app.get('/api/admin/users', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { users: await listUsersForAdmin(deps.db as Kysely<UsersReadDatabase>) };
  });
}
