// DELETE /api/admin/users/{userId} (docs/product.md "Admin: Users"): the admin deletes a user, erasing their personal
// data (accounts/account-changes.ts).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminUsersApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { deleteUser } from '../../accounts/account-changes';
import type { AccountDeps } from '../../accounts/accounts';
import type { CommandApiDatabase } from '../../command-api-database';
import { scopeOf, withPosition } from '../../http/command-context';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

export function deleteUserRoutes(app: FastifyInstance, deps: AccountDeps & { db: Kysely<CommandApiDatabase> }): void {
  route(app, adminUsersApi.delete, async (request) => {
    await deleteUser(scopeOf(app, request), deps, request.actor, request.params.userId);
    return withPosition(request, { message: USER_DELETED_MESSAGE });
  });
}
