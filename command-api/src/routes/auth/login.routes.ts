// POST /api/auth/login: a session for the right password, within the sign-in limits (http/login-throttle.ts;
// accounts/accounts.ts); a browser that signs in gets a device cookie for the account (http/device-cookie.ts), which
// keeps it clear of the limits strangers fill.
import type { FastifyInstance } from 'fastify';
import { authApi } from '@app/domain/users/users-api';
import { clientAddress } from '@app/infra/http/client-address';
import { route } from '@app/infra/http/contract-route';
import { logIn, userView, type AuthDeps } from '../../accounts/accounts';
import { scopeOf, withPosition } from '../../http/command-context';
import { deviceOf, issueDeviceCookie } from '../../http/device-cookie';
import { createLoginThrottle } from '../../http/login-throttle';
import { cookiesSecure, setSessionCookie } from '../../http/session-cookie';

export function loginRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const logins = createLoginThrottle(deps.limiters);
  const secure = cookiesSecure(deps.publicUrl);

  route(app, authApi.login, async (request, reply) => {
    const { email, password } = request.body;
    const admit = (userId: string | undefined) => logins.admit({ email, ip: clientAddress(request), device: userId ? deviceOf(request, userId) : undefined });
    const { user, session, at } = await logIn(scopeOf(app, request), deps, { email, password }, admit);
    setSessionCookie(reply, session, secure, at);
    issueDeviceCookie(reply, user.userId, secure);
    return withPosition(request, { token: session.token, user: userView(user) });
  });
}
