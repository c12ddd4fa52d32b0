// DELETE /api/admin/users/{userId} (spec 001 §2, §7). Deleting erases the user's personal data (crypto-shredding):
// the reservations are released first, while the email and username can still be read; then the answers the command
// API stored about the user are forgotten and the user's key is destroyed, both again whenever the deletion is sent
// again. The projectors' erasure reaction (projectors/src/erasure) destroys the key as well, should this request stop
// right after the append, and deletes the user's mails from the dev mailbox.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { adminUsersApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import type { AccountDeps } from '../../accounts/accounts';
import { loadUser } from '../../reads/stream-states';
import { release } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';
import { forgetAnswersAbout } from '../../idempotency/idempotency';
import type { CommandApiDatabase } from '../../command-api-database';

export const USER_DELETED_MESSAGE = 'User deleted successfully';

export function deleteUserRoutes(app: FastifyInstance, deps: AccountDeps & { db: Kysely<CommandApiDatabase> }): void {
  route(app, adminUsersApi.delete, async (request) => {
    const { actor } = request;
    const { userId } = request.params;
    const user = await loadUser(deps, userId);
    const run = runFor(app, request);
    await run(userDecider, userStreamId(userId), { type: 'DeleteUser', data: {}, metadata: { actor, now: app.clock.now() } });
    if (user.status === 'active') {
      await release(run, 'email', user.email, userId, { actor, now: app.clock.now() });
      await release(run, 'username', user.username, userId, { actor, now: app.clock.now() });
    }
    // After the append: from then on the user's sessions are refused, so no new answer about them can be stored.
    await forgetAnswersAbout(deps.db, userId);
    if (user.status !== 'new') await deps.personalData.erase(userId);
    return withPosition(request, { message: USER_DELETED_MESSAGE });
  });
}
