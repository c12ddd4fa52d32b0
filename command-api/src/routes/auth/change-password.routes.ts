// PUT /api/auth/password { currentPassword, newPassword } (docs/product.md "Accounts and sessions", /settings): the
// user's other sessions end (accounts/account-changes.ts).
import type { FastifyInstance } from 'fastify';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { changePassword } from '../../accounts/account-changes';
import type { AccountDeps } from '../../accounts/accounts';
import { scopeOf, withPosition } from '../../http/command-context';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

export function changePasswordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, authApi.changePassword, async (request) => {
    await changePassword(scopeOf(app, request), deps, request.actor, request.body, request.session!.sessionId);
    return withPosition(request, { message: PASSWORD_UPDATED_MESSAGE });
  });
}
