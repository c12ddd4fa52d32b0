// POST /api/admin/users/test-accounts (ours: the spec shows the form's rules, docs/product.md "Admin: Users", but names
// no path): the admin creates an account with a given role and a verified email.
import type { FastifyInstance } from 'fastify';
import { adminUsersApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { createAccount, userView, type AccountDeps } from '../../accounts/accounts';
import { runFor, withPosition } from '../../http/command-context';

export function createTestAccountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, adminUsersApi.createTestAccount, async (request) => {
    const { actor } = request;
    const account = request.body;
    const user = await createAccount(runFor(app, request), deps, account, actor);
    return withPosition(request, { user: userView(user) });
  });
}
