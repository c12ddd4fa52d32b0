// PUT /api/auth/profile { username } (spec 000 §7, /settings): the signed-in user changes their username.
import type { FastifyInstance } from 'fastify';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { ActiveUser } from '@app/domain/users/user-state';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import { userView, type AccountDeps } from '../../accounts/accounts';
import { release, reserve } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';
import { currentUser } from '../../reads/stream-states';

export function updateProfileRoutes(app: FastifyInstance, deps: AccountDeps): void {
  route(app, authApi.updateProfile, async (request) => {
    const { actor } = request;
    const { username } = request.body;
    const before = await currentUser(deps, actor.userId);
    const run = runFor(app, request);
    const metadata = () => ({ actor, now: app.clock.now() });
    // A change of case only keeps the same reservation; a new name is reserved first and the old one released after.
    const renamed = usernameReservationStreamId(username) !== usernameReservationStreamId(before.username);
    if (renamed) await reserve(run, deps.eventStore, 'username', username, actor.userId, metadata());
    try {
      const { state } = await run(userDecider, userStreamId(actor.userId), { type: 'ChangeUsername', data: { username }, metadata: metadata() });
      if (renamed) await release(run, 'username', before.username, actor.userId, metadata());
      return withPosition(request, { user: userView(state as ActiveUser) });
    } catch (error) {
      if (renamed) await release(run, 'username', username, actor.userId, metadata());
      throw error;
    }
  });
}
