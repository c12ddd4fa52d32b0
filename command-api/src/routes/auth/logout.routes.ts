// POST /api/auth/logout (docs/product.md "Accounts and sessions"): ends the request's session and clears its cookie.
import type { FastifyInstance } from 'fastify';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';
import { clearSessionCookie, cookiesSecure } from '../../http/session-cookie';

export function logoutRoutes(app: FastifyInstance, deps: { publicUrl: string }): void {
  route(app, authApi.logout, async (request, reply) => {
    const { actor, session } = request;
    if (actor && session) {
      await runFor(app, request)(userDecider, userStreamId(actor.userId), {
        type: 'LogOut',
        data: { sessionId: session.sessionId },
        metadata: { actor, now: app.clock.now() },
      });
    }
    clearSessionCookie(reply, cookiesSecure(deps.publicUrl));
    return withPosition(request, { message: 'Logged out' });
  });
}
