// POST /api/trends/{id}/ideas { ideaId } (spec 000 §7, 001 §7): the admin links one idea to a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onTrend } from './trend-command';
import { linksOf, publishedAmong } from './trend-links';

export function linkIdeaRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, trendsApi.linkIdea, async (request, reply) => {
    const { actor } = request;
    const trendId = request.params.id;
    const { ideaId } = request.body;
    const linkableIdeaIds = await publishedAmong(deps.eventStore, [ideaId]);
    const { events } = await onTrend(app, request, trendId, { type: 'LinkIdeas', data: { ideaIds: [ideaId], linkableIdeaIds, single: true } }, actor);
    void reply.status(201);
    // The decider links the one idea or refuses (409), so one link was recorded.
    return withPosition(request, { link: linksOf(events)[0]! });
  });
}
