// POST /api/auth/register (spec 000 §7): self-service sign-up, signed in at once, a verification mail on its way.
import type { FastifyInstance } from 'fastify';
import { registrationSchema } from '@app/domain/users/schemas';
import { validate } from '@app/infra/http/validate';
import { register, userView, type AccountDeps } from '../../accounts/accounts';
import { runFor, withPosition } from '../../http/command-context';
import { newIdFor } from '../../idempotency/idempotency';
import { createRateLimiter } from '../../http/rate-limiter';
import { cookiesSecure, setSessionCookie } from '../../http/session-cookie';
import { HOUR_MS, limitPerIp } from './limit-per-ip';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';

/** Ours: a household or an office signs up a few people; twenty an hour from one address is a script. */
export const REGISTRATIONS_PER_HOUR = 20;

export const tooManyRegistrations = (seconds: number) => `Too many registrations. Please try again in ${seconds} seconds.`;

export function registerRoutes(app: FastifyInstance, deps: AccountDeps): void {
  // Only well-formed requests count: a form corrected and sent again is not a second sign-up. Refused ones (the email
  // already registered) count, so registration is no quick way to test which emails have accounts.
  const registrationsPerIp = createRateLimiter({ limit: REGISTRATIONS_PER_HOUR, windowMs: HOUR_MS });

  app.post('/api/auth/register', async (request, reply) => {
    const input = validate(registrationSchema, request.body);
    limitPerIp(registrationsPerIp, request, app.clock.now(), tooManyRegistrations);
    const { user, session } = await register(runFor(app, request), deps, input, newIdFor(request, 'user'));
    setSessionCookie(reply, session, cookiesSecure(deps.publicUrl), app.clock.now());
    return withPosition(request, { token: session.token, user: userView(user), message: REGISTERED_MESSAGE });
  });
}
