// The admin panel's Users section (docs/product.md "Admin: Users"), one file each: change a role, delete a user, create
// tier test accounts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccountDeps } from '../../accounts/accounts';
import type { CommandApiDatabase } from '../../command-api-database';
import { changeRoleRoutes } from './change-role.routes';
import { createTestAccountRoutes } from './create-test-account.routes';
import { deleteUserRoutes } from './delete-user.routes';

export function adminUserRoutes(app: FastifyInstance, deps: AccountDeps & { db: Kysely<CommandApiDatabase> }): void {
  changeRoleRoutes(app);
  deleteUserRoutes(app, deps);
  createTestAccountRoutes(app, deps);
}
