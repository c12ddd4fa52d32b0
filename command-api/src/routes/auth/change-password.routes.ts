// PUT /api/auth/password { currentPassword, newPassword } (spec 000 §7, /settings): the user's other sessions end.
import type { FastifyInstance } from 'fastify';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import type { AccountDeps } from '../../accounts/accounts';
import { runFor, withPosition } from '../../http/command-context';
import { currentUser } from '../../reads/stream-states';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

export function changePasswordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, authApi.changePassword, async (request) => {
    const { actor } = request;
    const { currentPassword, newPassword } = request.body;
    const user = await currentUser(deps, actor.userId);
    await runFor(app, request)(userDecider, userStreamId(actor.userId), {
      type: 'ChangePassword',
      data: {
        passwordHash: await deps.passwords.hash(newPassword),
        currentPasswordMatches: await deps.passwords.verify(user.passwordHash, currentPassword),
        sessionId: request.session!.sessionId,
      },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: PASSWORD_UPDATED_MESSAGE });
  });
}
