// POST /api/auth/register: self-service sign-up, signed in at once (with a device cookie, as a sign-in
// gives), a verification mail on its way.
import type { FastifyInstance } from 'fastify';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import { consumeOrRefuse } from '@app/infra/http/rate-limits';
import { register, userView } from '../../accounts/accounts';
import { clientAddress } from '@app/infra/http/client-address';
import { runFor, withPosition } from '../../http/command-context';
import { issueDeviceCookie } from '../../http/device-cookie';
import { cookiesSecure, setSessionCookie } from '../../http/session-cookie';
import { newIdFor } from '../../idempotency/idempotency';
import { HOUR_SECONDS } from '../../rate-limits/rate-limit-store';
import type { AuthDeps } from '../../accounts/accounts';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';

/** Ours: a household or an office signs up a few people; twenty an hour from one address is a script. */
export const REGISTRATIONS_PER_HOUR = 20;

export const tooManyRegistrations = (seconds: number) => `Too many registrations. Please try again in ${seconds} seconds.`;

export function registerRoutes(app: FastifyInstance, deps: AuthDeps): void {
  // Only well-formed requests count: a form corrected and sent again is not a second sign-up. Refused ones (the email
  // already registered) count, so registration is no quick way to test which emails have accounts.
  const registrationsPerAddress = deps.limiters({ keyPrefix: 'registration', points: REGISTRATIONS_PER_HOUR, duration: HOUR_SECONDS });
  const secure = cookiesSecure(deps.publicUrl);

  route(app, authApi.register, async (request, reply) => {
    const input = request.body;
    await consumeOrRefuse(registrationsPerAddress, clientAddress(request), tooManyRegistrations);
    const { user, session } = await register(runFor(app, request), deps, input, newIdFor(request, 'user'));
    setSessionCookie(reply, session, secure, app.clock.now());
    issueDeviceCookie(reply, user.userId, secure);
    return withPosition(request, { token: session.token, user: userView(user), message: REGISTERED_MESSAGE });
  });
}
