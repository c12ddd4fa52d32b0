// Who is asking: every request of both APIs carries its session token as `Authorization: Bearer` or as the httpOnly
// cookie. The user's stream is the truth for it (not a read model), so a logout, a deletion or a role change takes
// effect on the very next request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '@app/domain/shared/decider';
import { userDecider } from '@app/domain/users/user-decider';
import { userStreamId } from '@app/domain/users/user-events';
import { actorOf } from '@app/domain/users/user-state';
import type { EventStore } from '../event-store/event-store';
import { loadAggregate } from '../event-store/load-aggregate';
import { readSessionToken, type SessionReference } from './session-token';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    session: SessionReference | null;
  }
}

/**
 * The actor of a session, or null when the session is unknown, ended or expired, or its user is deleted. Personal
 * data stays sealed here: the actor needs none of it.
 */
export async function resolveActor(eventStore: EventStore, session: SessionReference, now: Date): Promise<Actor | null> {
  const { state } = await loadAggregate(eventStore, userStreamId(session.userId), userDecider);
  return actorOf(state, session.sessionId, now);
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

export function installAuthentication(app: FastifyInstance, eventStore: EventStore): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const token = sessionTokenOf(request);
    const session = token ? readSessionToken(token) : undefined;
    if (!session) return;
    const actor = await resolveActor(eventStore, session, new Date());
    if (!actor) return;
    request.actor = actor;
    request.session = session;
  });
}
