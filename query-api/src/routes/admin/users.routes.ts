// GET /api/admin/users: the admin panel's users table (docs/product.md "Admin: Users").
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminUsersApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { listUsersForAdmin } from '../../read-models/users';

export function adminUsersRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, adminUsersApi.list, async () => {
    const users = await listUsersForAdmin(deps.db);
    return { users: users.map((user) => ({ ...user, created_at: user.created_at.toISOString() })) };
  });
}
