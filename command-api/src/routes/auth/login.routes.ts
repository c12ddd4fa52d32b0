// POST /api/auth/login (spec 000 §7): a session for the right password, throttled per client and account
// (http/login-throttle.ts); failures on an existing account are recorded for its audit history.
import type { FastifyInstance } from 'fastify';
import { Unauthenticated } from '@app/domain/shared/errors';
import { loginSchema } from '@app/domain/users/schemas';
import { INVALID_CREDENTIALS, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { validate } from '@app/infra/http/validate';
import { issueSession } from '@app/infra/sessions/session-token';
import { loadUser, userView, type AccountDeps } from '../../accounts/accounts';
import { holderOfEmail } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';
import { createLoginThrottle } from '../../http/login-throttle';
import { cookiesSecure, setSessionCookie } from '../../http/session-cookie';

export function loginRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const logins = createLoginThrottle();

  app.post('/api/auth/login', async (request, reply) => {
    const input = validate(loginSchema, request.body);
    const client = { email: input.email, ip: request.ip };
    logins.admit(client, app.clock.now().getTime());
    const userId = await holderOfEmail(deps.eventStore, input.email);
    const user = userId ? await loadUser(deps, userId) : undefined;
    const active = user?.status === 'active' ? user : undefined;
    const run = runFor(app, request);
    const now = app.clock.now();
    if (!(await deps.passwords.verify(active?.passwordHash, input.password)) || !active) {
      await logins.failed(client, app.clock.now().getTime());
      if (active) await run(userDecider, userStreamId(active.userId), { type: 'RecordFailedLogin', data: {}, metadata: { actor: null, now } });
      throw new Unauthenticated(INVALID_CREDENTIALS);
    }
    const session = issueSession(active.userId, now);
    await run(userDecider, userStreamId(active.userId), {
      type: 'RecordLogin',
      data: { sessionId: session.sessionId, expiresAt: session.expiresAt },
      metadata: { actor: null, now },
    });
    setSessionCookie(reply, session, cookiesSecure(deps.publicUrl), now);
    return withPosition(request, { token: session.token, user: userView(active) });
  });
}
