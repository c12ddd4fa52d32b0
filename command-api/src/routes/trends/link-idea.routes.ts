// POST /api/trends/{id}/ideas { ideaId } (docs/product.md "Admin: Trends"): the admin links one idea to a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { linkIdea } from '../../trends/trends';

export function linkIdeaRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, trendsApi.linkIdea, async (request, reply) => {
    const link = await linkIdea(scopeOf(app, request), deps, request.actor, request.params.id, request.body.ideaId);
    void reply.status(201);
    return withPosition(request, { link });
  });
}
