// POST /api/trends/{id}/ideas/batch { ideaIds } (docs/product.md "Admin: Trends"): ideas already linked are skipped,
// not refused ('Linked: X, Skipped: Y').
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { linkIdeas } from '../../trends/trends';

export function linkIdeasRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, trendsApi.linkIdeas, async (request) => {
    return withPosition(request, await linkIdeas(scopeOf(app, request), deps, request.actor, request.params.id, request.body.ideaIds));
  });
}
