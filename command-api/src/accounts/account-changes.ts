// Changes to an existing account: the signed-in user's own (/settings: username, password; a new verification link)
// and an admin's deletion. The user's decider decides each; these workflows do what spans streams (reservations) or
// reaches outside (argon2, mail, the personal-data vault).
import type { Kysely } from 'kysely';
import type { Actor } from '@app/domain/shared/decider';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import type { ActiveUser } from '@app/domain/users/user-state';
import { usernameReservationStreamId } from '@app/infra/personal-data/reservation-stream-ids';
import type { CommandApiDatabase } from '../command-api-database';
import type { CommandScope } from '../commands/command-handler';
import { forgetAnswersAbout } from '../idempotency/idempotency';
import { currentUser, loadUser } from '../reads/stream-states';
import { newVerificationToken, sendVerificationMail, type AccountDeps } from './accounts';
import { release, reserve } from './reservations';

/** A change of case only keeps the same reservation; a new name is reserved first and the old one released after. */
export async function changeUsername({ run, clock }: CommandScope, deps: AccountDeps, actor: Actor, username: string): Promise<ActiveUser> {
  const before = await currentUser(deps, actor.userId);
  const metadata = () => ({ actor, now: clock.now() });
  const renamed = usernameReservationStreamId(username) !== usernameReservationStreamId(before.username);
  if (renamed) await reserve(run, deps.eventStore, 'username', username, actor.userId, metadata());
  try {
    const { state } = await run(userDecider, userStreamId(actor.userId), { type: 'ChangeUsername', data: { username }, metadata: metadata() });
    if (renamed) await release(run, 'username', before.username, actor.userId, metadata());
    return state as ActiveUser;
  } catch (error) {
    if (renamed) await release(run, 'username', username, actor.userId, metadata());
    throw error;
  }
}

/** The decider refuses a wrong current password; the user's other sessions end (all but `sessionId`). */
export async function changePassword(
  { run, clock }: CommandScope,
  deps: AccountDeps,
  actor: Actor,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  sessionId: string,
): Promise<void> {
  const user = await currentUser(deps, actor.userId);
  await run(userDecider, userStreamId(actor.userId), {
    type: 'ChangePassword',
    data: {
      passwordHash: await deps.passwords.hash(newPassword),
      currentPasswordMatches: await deps.passwords.verify(user.passwordHash, currentPassword),
      sessionId,
    },
    metadata: { actor, now: clock.now() },
  });
}

/** A new link replaces the old one; the mail goes out only when the user's stream recorded it. */
export async function resendVerification({ run, clock }: CommandScope, deps: AccountDeps, actor: Actor): Promise<void> {
  const verification = newVerificationToken(actor.userId);
  const { events } = await run(userDecider, userStreamId(actor.userId), {
    type: 'ResendVerification',
    data: { token: verification.digest },
    metadata: { actor, now: clock.now() },
  });
  if (events.length > 0) {
    const user = await loadUser(deps, actor.userId);
    if (user.status === 'active') await sendVerificationMail(deps, user.email, verification.token);
  }
}

/**
 * Deleting erases the user's personal data (crypto-shredding): the reservations are released first, while the email
 * and username can still be read; then the answers the command API stored about the user are forgotten and the
 * user's key is destroyed, both again whenever the deletion is sent again. The projectors' erasure reaction
 * (projectors/src/erasure) destroys the key as well, should this stop right after the append, and deletes the user's
 * mails from the dev mailbox.
 */
export async function deleteUser({ run, clock }: CommandScope, deps: AccountDeps & { db: Kysely<CommandApiDatabase> }, actor: Actor, userId: string): Promise<void> {
  const user = await loadUser(deps, userId);
  await run(userDecider, userStreamId(userId), { type: 'DeleteUser', data: {}, metadata: { actor, now: clock.now() } });
  if (user.status === 'active') {
    await release(run, 'email', user.email, userId, { actor, now: clock.now() });
    await release(run, 'username', user.username, userId, { actor, now: clock.now() });
  }
  // After the append: from then on the user's sessions are refused, so no new answer about them can be stored.
  await forgetAnswersAbout(deps.db, userId);
  if (user.status !== 'new') await deps.personalData.erase(userId);
}
