// GET /api/health of a command API running alone (its own process behind the proxy): whether it can take commands,
// that is whether its database and event store answer. 200, else 503, so the proxy's checks take it out. In the
// one-process platform the query API's /api/health reports the same parts.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { EventStore } from '@app/infra/event-store/event-store';
import { platformApi } from '@app/domain/shared/platform-api';
import { route } from '@app/infra/http/contract-route';
import { check, databaseAnswers, eventStoreAnswers } from '@app/infra/http/health-check';

export function commandHealthRoute(app: FastifyInstance, deps: { db: Kysely<object>; eventStore: EventStore }): void {
  route(app, platformApi.health, async (_request, reply) => {
    const [database, eventStore] = await Promise.all([check(databaseAnswers(deps.db)), check(eventStoreAnswers(deps.eventStore))]);
    const serving = database.status === 'ok' && eventStore.status === 'ok';
    return reply.status(serving ? 200 : 503).send({ status: serving ? 'ok' : 'down', database, eventStore });
  });
}
