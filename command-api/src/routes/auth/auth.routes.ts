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
import { createRateLimiter } from '../../http/rate-limiter';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie';

export const REGISTERED_MESSAGE = 'Registration successful. Please check your email to verify your account.';
export const EMAIL_VERIFIED_MESSAGE = 'Email verified successfully';
export const VERIFICATION_SENT_MESSAGE = 'Verification email sent. Please check your inbox.';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function authRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const secureCookies = deps.publicUrl.startsWith('https:');
  // Every attempt counts per IP; per email only failures count, so guessing one account's password is slow while
  // its owner signing in again and again is not.
  const loginsPerIp = createRateLimiter({ limit: 50, windowMs: LOGIN_WINDOW_MS });
  const failuresPerEmail = createRateLimiter({ limit: 10, windowMs: LOGIN_WINDOW_MS });
  const emailKey = (email: string) => email.trim().toLowerCase();

  function limitLogins(request: FastifyRequest, email: string): void {
    const now = Date.now();
    const wait = loginsPerIp.hit(request.ip, now) ?? failuresPerEmail.blocked(emailKey(email), now);
    if (wait !== undefined) throw new TooManyRequests(`Too many login attempts. Please try again in ${wait} seconds.`, wait);
  }

  app.post('/api/auth/register', async (request, reply) => {
    const input = validate(registrationSchema, request.body);
    const { user, session } = await register(runFor(app, request), deps, input);
    setSessionCookie(reply, session, secureCookies);
    return withPosition(request, { token: session.token, user: userView(user), message: REGISTERED_MESSAGE });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = validate(loginSchema, request.body);
    limitLogins(request, input.email);
    const userId = await holderOfEmail(deps.eventStore, input.email);
    const user = userId ? await loadUser(deps, userId) : undefined;
    const active = user?.status === 'active' ? user : undefined;
    const run = runFor(app, request);
    const now = new Date();
    if (!(await deps.passwords.verify(active?.passwordHash, input.password)) || !active) {
      failuresPerEmail.hit(emailKey(input.email), Date.now());
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
    setSessionCookie(reply, session, secureCookies);
    return withPosition(request, { token: session.token, user: userView(active) });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const { actor, session } = request;
    if (actor && session) {
      await runFor(app, request)(userDecider, userStreamId(actor.userId), {
        type: 'LogOut',
        data: { sessionId: session.sessionId },
        metadata: { actor, now: new Date() },
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
      metadata: { actor: request.actor, now: new Date() },
    });
    return withPosition(request, { message: EMAIL_VERIFIED_MESSAGE });
  });

  // Ours: the spec names no path for sending the verification mail again.
  app.post('/api/auth/resend-verification', async (request) => {
    const actor = requireSignedIn(request.actor);
    const verification = newVerificationToken(actor.userId);
    const { events } = await runFor(app, request)(userDecider, userStreamId(actor.userId), {
      type: 'ResendVerification',
      data: { token: verification.digest },
      metadata: { actor, now: new Date() },
    });
    if (events.length > 0) {
      const user = await loadUser(deps, actor.userId);
      if (user.status === 'active') await sendVerificationMail(deps, user.email, verification.token);
    }
    return withPosition(request, { message: actor.emailVerified ? EMAIL_VERIFIED_MESSAGE : VERIFICATION_SENT_MESSAGE });
  });
}
