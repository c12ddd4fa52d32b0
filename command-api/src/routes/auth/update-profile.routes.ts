// PUT /api/auth/profile { username } (docs/product.md "Accounts and sessions", /settings): the signed-in user changes
// their username (accounts/account-changes.ts).
import type { FastifyInstance } from 'fastify';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { changeUsername } from '../../accounts/account-changes';
import { userView, type AccountDeps } from '../../accounts/accounts';
import { scopeOf, withPosition } from '../../http/command-context';

export function updateProfileRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, authApi.updateProfile, async (request) => {
    const user = await changeUsername(scopeOf(app, request), deps, request.actor, request.body.username);
    return withPosition(request, { user: userView(user) });
  });
}
