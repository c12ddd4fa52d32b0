// GET /api/auth/verify and GET /api/auth/check: who the session belongs to. Role and verification come from the
// session's actor (the user stream, so a change shows on the very next request); email and username from the users
// read model.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { NotFound } from '@app/domain/shared/errors';
import type { Actor } from '@app/domain/shared/decider';
import { USER_NOT_FOUND } from '@app/domain/users/user-decider';
import { authApi } from '@app/domain/users/users-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { findUserById } from '../../read-models/users';

export function sessionRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  async function currentUser(actor: Actor) {
    const account = await findUserById(deps.db, actor.userId);
    // An account's email and username are null only once erased, which only a deleted account is.
    if (!account || account.deleted || account.email === null || account.username === null) throw new NotFound(USER_NOT_FOUND);
    return { id: account.id, email: account.email, username: account.username, role: actor.role, emailVerified: actor.emailVerified };
  }

  route(app, authApi.session, async (request) => ({ user: await currentUser(request.actor) }));

  route(app, authApi.check, async (request) => ({ authenticated: true as const, user: await currentUser(request.actor) }));
}
