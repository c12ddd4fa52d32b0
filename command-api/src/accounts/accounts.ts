// Account workflows that span streams (reservations, then the user) or reach outside (argon2, mail). Routes and the
// start-up seed share them.
import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '@app/domain/shared/decider';
import type { Role } from '@app/domain/shared/roles';
import { Unauthenticated } from '@app/domain/shared/errors';
import { INVALID_CREDENTIALS, userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { ActiveUser } from '@app/domain/users/user-state';
import type { UserView } from '@app/domain/users/users-api';
import type { EventStore } from '@app/infra/event-store/event-store';
import { uuidv7 } from '@app/infra/ids/uuid';
import type { Mailer } from '@app/infra/mail/mailer';
import type { PasswordHasher } from '@app/infra/passwords/password-hasher';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { issueSession, type IssuedSession } from '@app/infra/sessions/session-token';
import { systemClock, type Clock } from '../clock';
import type { CommandScope, RunCommand } from '../commands/command-handler';
import type { AdmittedLogin } from '../http/login-throttle';
import type { CreateLimiter } from '../rate-limits/rate-limit-store';
import { loadUser } from '../reads/stream-states';
import { holderOfEmail, release, reserveAll } from './reservations';

export interface AccountDeps {
  eventStore: EventStore;
  personalData: PersonalDataVault;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Where links in mails point. */
  publicUrl: string;
  /** Default: the system clock (the start-up seed runs on it). */
  clock?: Clock;
}

/** What the auth calls need beyond the accounts': the limiters their per-address and sign-in limits count in. */
export interface AuthDeps extends AccountDeps {
  /** Shared by every replica. */
  limiters: CreateLimiter;
}

export function userView(user: ActiveUser): UserView {
  return { id: user.userId, email: user.email, username: user.username, role: user.role, emailVerified: user.emailVerified };
}

/**
 * A session for the right password on an active account. `admit` applies the sign-in limits (http/login-throttle.ts)
 * to the attempt, knowing the account the email names when there is one; a failure on an existing account is
 * recorded for its audit history, and every failure is the same 401. `at`: when the session was issued.
 */
export async function logIn(
  { run, clock }: CommandScope,
  deps: AccountDeps,
  { email, password }: { email: string; password: string },
  admit: (userId: string | undefined) => Promise<AdmittedLogin>,
): Promise<{ user: ActiveUser; session: IssuedSession; at: Date }> {
  const userId = await holderOfEmail(deps.eventStore, email);
  const attempt = await admit(userId);
  const user = userId ? await loadUser(deps, userId) : undefined;
  const active = user?.status === 'active' ? user : undefined;
  const now = clock.now();
  if (!(await deps.passwords.verify(active?.passwordHash, password)) || !active) {
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
  return { user: active, session, at: now };
}

/**
 * The mailed verification token is `<userId>.<secret>`, so the link finds its stream; the user's events keep only a
 * digest of it, so the event store never holds a token that works.
 */
export function newVerificationToken(userId: string): { token: string; digest: string } {
  const secret = randomBytes(24).toString('base64url');
  return { token: `${userId}.${secret}`, digest: verificationDigest(secret) };
}

export function verificationDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export async function sendVerificationMail(deps: AccountDeps, email: string, token: string): Promise<void> {
  const link = `${deps.publicUrl}/verify-email/${token}`;
  await deps.mailer.send({
    to: email,
    // The token starts with the user's id (newVerificationToken).
    userId: token.slice(0, token.indexOf('.')),
    subject: 'Verify your email',
    text: `Welcome to IdeaPlatform!\n\nConfirm your email address by opening this link within 24 hours:\n${link}\n\nIf you did not create an account, ignore this mail.`,
    html: `<p>Welcome to IdeaPlatform!</p><p>Confirm your email address by opening this link within 24 hours:</p><p><a href="${link}">${link}</a></p><p>If you did not create an account, ignore this mail.</p>`,
  });
}

export interface NewAccount {
  email: string;
  username: string;
  password: string;
}

/**
 * Creates the user `userId` under freshly reserved email and username; when creating fails, the reservations are
 * released.
 */
async function withReservations<T>(run: RunCommand, deps: AccountDeps, account: NewAccount, userId: string, actor: Actor | null, create: () => Promise<T>): Promise<T> {
  const clock = deps.clock ?? systemClock;
  await reserveAll(run, deps.eventStore, { email: account.email, username: account.username }, userId, { actor, now: clock.now() });
  try {
    return await create();
  } catch (error) {
    await release(run, 'email', account.email, userId, { actor, now: clock.now() });
    await release(run, 'username', account.username, userId, { actor, now: clock.now() });
    throw error;
  }
}

/**
 * Self-service sign-up: a FREE account, signed in at once, with a verification mail on its way. `userId` is the same on
 * every attempt of one request (idempotency.ts: newIdFor): when an earlier attempt died after recording the account,
 * this one signs the member in to it. Its mail may or may not have gone out, so none is sent again; the member's
 * warning that the email is not verified offers to resend it.
 */
export async function register(run: RunCommand, deps: AccountDeps, input: NewAccount, userId: string): Promise<{ user: ActiveUser; session: IssuedSession }> {
  const clock = deps.clock ?? systemClock;
  const { user, session, verification } = await withReservations(run, deps, input, userId, null, async () => {
    const now = clock.now();
    const session = issueSession(userId, now);
    const verification = newVerificationToken(userId);
    const registered = await run(userDecider, userStreamId(userId), {
      type: 'RegisterUser',
      data: {
        userId,
        email: input.email,
        username: input.username,
        passwordHash: await deps.passwords.hash(input.password),
        verificationToken: verification.digest,
        session: { sessionId: session.sessionId, expiresAt: session.expiresAt },
      },
      metadata: { actor: null, now },
    });
    if (registered.events.length > 0) return { user: registered.state as ActiveUser, session, verification };
    const signedIn = await run(userDecider, userStreamId(userId), {
      type: 'RecordLogin',
      data: { sessionId: session.sessionId, expiresAt: session.expiresAt },
      metadata: { actor: null, now },
    });
    return { user: signedIn.state as ActiveUser, session, verification: undefined };
  });
  // The account exists either way; a mail that did not go out can be sent again from the warning toast.
  if (verification) {
    // Logged by the user's id: logs hold no personal data (the mailer's errors leave the address out too).
    await sendVerificationMail(deps, input.email, verification.token).catch((error: unknown) =>
      console.warn(`register: the verification mail for user ${userId} was not sent: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  return { user, session };
}

/** An account made by an admin (or the seed acting as one): its role given, its email verified. */
export function createAccount(run: RunCommand, deps: AccountDeps, input: NewAccount & { role: Role }, actor: Actor): Promise<ActiveUser> {
  const clock = deps.clock ?? systemClock;
  const userId = uuidv7();
  return withReservations(run, deps, input, userId, actor, async () => {
    const { state } = await run(userDecider, userStreamId(userId), {
      type: 'CreateAccount',
      data: { userId, email: input.email, username: input.username, passwordHash: await deps.passwords.hash(input.password), role: input.role },
      metadata: { actor, now: clock.now() },
    });
    return state as ActiveUser;
  });
}
