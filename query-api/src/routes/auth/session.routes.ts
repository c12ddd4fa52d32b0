// GET /api/auth/verify and GET /api/auth/check: who the session belongs to. Role and verification come from the
// session's actor (the user stream, so a change shows on the very next request); email and username from the users
// read model.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NotFound } from '@app/domain/shared/errors';
import { requireSignedIn } from '@app/domain/users/permissions';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';
import { findUserById } from '@app/projectors/users/users.repository';
import type { UsersReadDatabase } from '@app/projectors/users/users.table';
import type { QueryApiDeps } from '../../app';

export function sessionRoutes(app: FastifyInstance, deps: QueryApiDeps): void {
  const db = deps.db as Kysely<UsersReadDatabase>;

  async function currentUser(actor: ReturnType<typeof requireSignedIn>) {
    const account = await findUserById(db, actor.userId);
    if (!account || account.deleted) throw new NotFound(USER_NOT_FOUND);
    return { id: account.id, email: account.email, username: account.username, role: actor.role, emailVerified: actor.emailVerified };
  }

  app.get('/api/auth/verify', async (request) => ({ user: await currentUser(requireSignedIn(request.actor)) }));

  app.get('/api/auth/check', async (request) => ({ authenticated: true, user: await currentUser(requireSignedIn(request.actor)) }));
}
