// Sign-up, sign-in, sign-out and email verification (spec 000 §7 auth calls).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequests, Unauthenticated, ValidationError } from '@app/domain/shared/errors';
import { requireSignedIn } from '@app/domain/users/permissions';
import { loginSchema, registrationSchema, verifyEmailSchema } from '@app/domain/users/schemas';
import { INVALID_CREDENTIALS, INVALID_VERIFICATION_TOKEN, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { validate } from '@app/infra/http/validate';
import { issueSession } from '@app/infra/sessions/session-token';
import { loadUser, newVerificationToken, register, sendVerificationMail, userView, verificationDigest, type AccountDeps } from '../../accounts/accounts';
import { holderOfEmail } from '../../accounts/reservations';
import { runFor, withPosition } from '../../http/command-context';
import { createLoginThrottle } from '../../http/login-throttle';
import { createRateLimiter, type RateLimiter } from '../../http/rate-limiter';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';
export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully';
export const VERIFICATION_SENT_MESSAGE = 'Verification email sent. Please check your inbox.';

const HOUR_MS = 60 * 60 * 1000;
/** Ours: a household or an office signs up a few people; twenty an hour from one address is a script. */
export const REGISTRATIONS_PER_HOUR = 20;
/** Ours: a person asks for a new link once or twice; each one is a mail we send. */
export const VERIFICATION_MAILS_PER_HOUR = 10;

export const tooManyRegistrations = (seconds: number) => `Too many registrations. Please try again in ${seconds} seconds.`;
export const tooManyVerificationMails = (seconds: number) => `Too many verification emails. Please try again in ${seconds} seconds.`;

/** Counts one more request from the client's IP; throws 429 with `message` once the IP is over its limit. */
function limitPerIp(limiter: RateLimiter, request: FastifyRequest, now: Date, message: (seconds: number) => string): void {
  const wait = limiter.hit(request.ip, now.getTime());
  if (wait !== undefined) throw new TooManyRequests(message(wait), wait);
}

export function authRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const secureCookies = deps.publicUrl.startsWith('https:');
  const logins = createLoginThrottle();
  // Only well-formed requests count: a form corrected and sent again is not a second sign-up. Refused ones (the email
  // already registered) count, so registration is no quick way to test which emails have accounts.
  const registrationsPerIp = createRateLimiter({ limit: REGISTRATIONS_PER_HOUR, windowMs: HOUR_MS });
  const verificationMailsPerIp = createRateLimiter({ limit: VERIFICATION_MAILS_PER_HOUR, windowMs: HOUR_MS });

  app.post('/api/auth/register', async (request, reply) => {
    const input = validate(registrationSchema, request.body);
    limitPerIp(registrationsPerIp, request, app.clock.now(), tooManyRegistrations);
    const { user, session } = await register(runFor(app, request), deps, input);
    setSessionCookie(reply, session, secureCookies, app.clock.now());
    return withPosition(request, { token: session.token, user: userView(user), message: REGISTERED_MESSAGE });
  });

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
      // A failed login on an existing account is recorded for the audit history.
      if (active) await run(userDecider, userStreamId(active.userId), { type: 'RecordFailedLogin', data: {}, metadata: { actor: null, now } });
      throw new Unauthenticated(INVALID_CREDENTIALS);
    }
    const session = issueSession(active.userId, now);
    await run(userDecider, userStreamId(active.userId), {
      type: 'RecordLogin',
      data: { sessionId: session.sessionId, expiresAt: session.expiresAt },
      metadata: { actor: null, now },
    });
    setSessionCookie(reply, session, secureCookies, now);
    return withPosition(request, { token: session.token, user: userView(active) });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const { actor, session } = request;
    if (actor && session) {
      await runFor(app, request)(userDecider, userStreamId(actor.userId), {
        type: 'LogOut',
        data: { sessionId: session.sessionId },
        metadata: { actor, now: app.clock.now() },
      });
    }
    clearSessionCookie(reply, secureCookies);
    return withPosition(request, { message: 'Logged out' });
  });

  // A GET that appends: the link in the verification mail is opened by the SPA's /verify-email page, which calls
  // this path as the spec names it. It is idempotent (verifying twice records nothing).
  app.get<{ Params: { token: string } }>('/api/auth/verify/:token', async (request) => {
    const { token } = validate(verifyEmailSchema, request.params);
    const [userId, secret] = token.split('.');
    if (!userId || !secret || !/^[0-9a-f-]{36}$/.test(userId)) throw new ValidationError(INVALID_VERIFICATION_TOKEN, { token: INVALID_VERIFICATION_TOKEN });
    await runFor(app, request)(userDecider, userStreamId(userId), {
      type: 'VerifyEmail',
      data: { token: verificationDigest(secret) },
      metadata: { actor: request.actor, now: app.clock.now() },
    });
    return withPosition(request, { message: EMAIL_VERIFIED_MESSAGE });
  });

  // Ours: the spec names no path for sending the verification mail again.
  app.post('/api/auth/resend-verification', async (request) => {
    const actor = requireSignedIn(request.actor);
    limitPerIp(verificationMailsPerIp, request, app.clock.now(), tooManyVerificationMails);
    const verification = newVerificationToken(actor.userId);
    const { events } = await runFor(app, request)(userDecider, userStreamId(actor.userId), {
      type: 'ResendVerification',
      data: { token: verification.digest },
      metadata: { actor, now: app.clock.now() },
    });
    if (events.length > 0) {
      const user = await loadUser(deps, actor.userId);
      if (user.status === 'active') await sendVerificationMail(deps, user.email, verification.token);
    }
    return withPosition(request, { message: actor.emailVerified ? EMAIL_VERIFIED_MESSAGE : VERIFICATION_SENT_MESSAGE });
  });
}
