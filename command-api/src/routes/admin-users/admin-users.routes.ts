// The admin panel's Users section (spec 001 §2, §7): change a role, delete a user, create tier test accounts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { roleChangeSchema, testAccountSchema } from '@app/domain/users/schemas';
import { USER_NOT_FOUND, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { validate } from '@app/infra/http/validate';
import { createAccount, loadUser, userView, type AccountDeps } from '../../accounts/accounts';
import { release } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';
import { forgetAnswersAbout } from '../../idempotency/idempotency';
import type { CommandApiDatabase } from '../../idempotency/idempotency.table';

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully';
export const USER_DELETED_MESSAGE = 'User deleted successfully';

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function userIdParam(value: string): string {
  if (!USER_ID.test(value)) throw new NotFound(USER_NOT_FOUND);
  return value;
}

export function adminUserRoutes(app: FastifyInstance, deps: AccountDeps & { db: Kysely<CommandApiDatabase> }): void {
  app.put<{ Params: { userId: string } }>('/api/admin/users/:userId/role', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const userId = userIdParam(request.params.userId);
    const { role } = validate(roleChangeSchema, request.body);
    await runFor(app, request)(userDecider, userStreamId(userId), {
      type: 'ChangeRole',
      data: { role, by: 'admin' },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: ROLE_UPDATED_MESSAGE });
  });

  // Deleting erases the user's personal data (crypto-shredding): the reservations are released first, while the
  // email and username can still be read; then the answers the command API stored about the user are forgotten and the
  // user's key is destroyed, both again whenever the deletion is sent again. The projectors' erasure reaction
  // (projectors/src/erasure) destroys the key as well, should this request stop right after the append, and deletes
  // the user's mails from the dev mailbox.
  app.delete<{ Params: { userId: string } }>('/api/admin/users/:userId', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const userId = userIdParam(request.params.userId);
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

  // Ours: the spec shows the form's rules (001 §5) but names no path.
  app.post('/api/admin/users/test-accounts', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const account = validate(testAccountSchema, request.body);
    const user = await createAccount(runFor(app, request), deps, account, actor);
    return withPosition(request, { user: userView(user) });
  });
}
