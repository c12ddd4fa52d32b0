// GET /api/auth/verify and GET /api/auth/check: who the session belongs to. Role and verification come from the
// session's actor (the user stream, so a change shows on the very next request); email and username from the users
// read model.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NotFound } from '@app/domain/shared/errors';
import { requireSignedIn } from '@app/domain/users/permissions';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { findUserById } from '../../read-models/users';

export function sessionRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  async function currentUser(actor: ReturnType<typeof requireSignedIn>) {
    const account = await findUserById(deps.db, actor.userId);
    if (!account || account.deleted) throw new NotFound(USER_NOT_FOUND);
    return { id: account.id, email: account.email, username: account.username, role: actor.role, emailVerified: actor.emailVerified };
  }

  app.get('/api/auth/verify', async (request) => ({ user: await currentUser(requireSignedIn(request.actor)) }));

  app.get('/api/auth/check', async (request) => ({ authenticated: true, user: await currentUser(requireSignedIn(request.actor)) }));
}
