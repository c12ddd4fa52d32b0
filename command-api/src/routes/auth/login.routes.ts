// POST /api/auth/login: a session for the right password, within the sign-in limits
// (http/login-throttle.ts); a browser that signs in gets a device cookie for the account (http/device-cookie.ts), which
// keeps it clear of the limits strangers fill. Failures on an existing account are recorded for its audit history.
import type { FastifyInstance } from 'fastify';
import { Unauthenticated } from '@app/domain/shared/errors';
import { INVALID_CREDENTIALS, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { issueSession } from '@app/infra/sessions/session-token';
import { userView } from '../../accounts/accounts';
import { loadUser } from '../../reads/stream-states';
import { holderOfEmail } from '../../accounts/reservations';
import { clientAddress } from '@app/infra/http/client-address';
import { runFor, withPosition } from '../../http/command-context';
import { deviceOf, issueDeviceCookie } from '../../http/device-cookie';
import { createLoginThrottle } from '../../http/login-throttle';
import { cookiesSecure, setSessionCookie } from '../../http/session-cookie';
import type { AuthDeps } from '../../accounts/accounts';

export function loginRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const logins = createLoginThrottle(deps.limiters);
  const secure = cookiesSecure(deps.publicUrl);

  route(app, authApi.login, async (request, reply) => {
    const input = request.body;
    const userId = await holderOfEmail(deps.eventStore, input.email);
    const device = userId ? deviceOf(request, userId) : undefined;
    const attempt = await logins.admit({ email: input.email, ip: clientAddress(request), device });
    const user = userId ? await loadUser(deps, userId) : undefined;
    const active = user?.status === 'active' ? user : undefined;
    const run = runFor(app, request);
    const now = app.clock.now();
    if (!(await deps.passwords.verify(active?.passwordHash, input.password)) || !active) {
      if (active) await run(userDecider, userStreamId(active.userId), { type: 'RecordFailedLogin', data: {}, metadata: { actor: null, now } });
      throw new Unauthenticated(INVALID_CREDENTIALS);
    }
    await attempt.succeeded();
    const session = issueSession(active.userId, now);
    await run(userDecider, userStreamId(active.userId), {
      type: 'RecordLogin',
      data: { sessionId: session.sessionId, expiresAt: session.expiresAt },
      metadata: { actor: null, now },
    });
    setSessionCookie(reply, session, secure, now);
    issueDeviceCookie(reply, active.userId, secure);
    return withPosition(request, { token: session.token, user: userView(active) });
  });
}
