// GET /api/health: each part of the system and the projections' lag. 200 when every part answers, else 503. A
// projection whose handler keeps failing (stuck on an event, say) makes it 'degraded' but still 200: the service
// answers every request, only that read model stands still, and a load balancer taking the instance out would turn
// one stale list into a whole outage. The failing projection names its error and event (status.ts).
import type { FastifyInstance } from 'fastify';
import { platformApi } from '@app/domain/shared/platform-api';
import { route } from '@app/infra/http/contract-route';
import { check, databaseAnswers, eventStoreAnswers } from '@app/infra/http/health-check';
import type { QueryApiDeps } from '../../query-api-deps';

export function healthRoute(app: FastifyInstance, deps: Pick<QueryApiDeps, 'db' | 'readDb' | 'eventStore' | 'bus' | 'projectionStatuses'>): void {
  // With a streaming replica (READ_DATABASE_URL) every read model is read there: without it this instance serves no
  // list, so the proxy must take it out too.
  const replica = deps.readDb === deps.db ? undefined : deps.readDb;
  route(app, platformApi.health, async (_request, reply) => {
    const [database, readDatabase, eventStore, projections] = await Promise.all([
      check(databaseAnswers(deps.db)),
      replica ? check(databaseAnswers(replica)) : undefined,
      check(eventStoreAnswers(deps.eventStore)),
      check(async () => ({ list: await deps.projectionStatuses() })),
    ]);
    const serving = database.status === 'ok' && readDatabase?.status !== 'down' && eventStore.status === 'ok' && projections.status === 'ok';
    const failing = projections.status === 'ok' && projections.list.some((projection) => projection.error !== null);
    return reply.status(serving ? 200 : 503).send({
      status: serving && !failing ? 'ok' : 'degraded',
      database,
      ...(readDatabase ? { readDatabase } : {}),
      eventStore,
      bus: { kind: deps.bus.kind },
      projections: projections.status === 'ok' ? projections.list : projections,
    });
  });
}
