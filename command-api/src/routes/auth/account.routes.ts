// The signed-in user's own account: username and password (spec 000 §7, /settings).
import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '@app/domain/users/permissions';
import { passwordChangeSchema, profileSchema } from '@app/domain/users/schemas';
import { USER_NOT_FOUND, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { ActiveUser } from '@app/domain/users/user-state';
import { NotFound } from '@app/domain/shared/errors';
import { validate } from '@app/infra/http/validate';
import { usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import { loadUser, userView, type AccountDeps } from '../../accounts/accounts';
import { release, reserve } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully';

export function accountRoutes(app: FastifyInstance, deps: AccountDeps): void {
  async function currentUser(userId: string): Promise<ActiveUser> {
    const user = await loadUser(deps, userId);
    if (user.status !== 'active') throw new NotFound(USER_NOT_FOUND);
    return user;
  }

  app.put('/api/auth/profile', async (request) => {
    const actor = requireSignedIn(request.actor);
    const { username } = validate(profileSchema, request.body);
    const before = await currentUser(actor.userId);
    const run = runFor(app, request);
    // A change of case only keeps the same reservation; a new name is reserved first and the old one released after.
    const renamed = usernameReservationStreamId(username) !== usernameReservationStreamId(before.username);
    const metadata = () => ({ actor, now: app.clock.now() });
    if (renamed) await reserve(run, 'username', username, actor.userId, metadata());
    try {
      const { state } = await run(userDecider, userStreamId(actor.userId), { type: 'ChangeUsername', data: { username }, metadata: metadata() });
      if (renamed) await release(run, 'username', before.username, actor.userId, metadata());
      return withPosition(request, { user: userView(state as ActiveUser) });
    } catch (error) {
      if (renamed) await release(run, 'username', username, actor.userId, metadata());
      throw error;
    }
  });

  app.put('/api/auth/password', async (request) => {
    const actor = requireSignedIn(request.actor);
    const { currentPassword, newPassword } = validate(passwordChangeSchema, request.body);
    const user = await currentUser(actor.userId);
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
