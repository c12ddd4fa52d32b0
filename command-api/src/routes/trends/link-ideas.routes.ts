// POST /api/trends/{id}/ideas/batch { ideaIds } (spec 001 §7): ideas already linked are skipped, not refused
// ('Linked: X, Skipped: Y').
import type { FastifyInstance } from 'fastify';
import type { LinkIdeasResponse } from '@app/domain/trends/trend-view';
import { trendsApi } from '@app/domain/trends/trends-api';
import type { EventStore } from '@app/infra/event-store/event-store';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onTrend } from './trend-command';
import { linksOf, publishedAmong } from './trend-links';

export function linkIdeasRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  route(app, trendsApi.linkIdeas, async (request) => {
    const { actor } = request;
    const trendId = request.params.id;
    const ideaIds = [...new Set(request.body.ideaIds)];
    const linkableIdeaIds = await publishedAmong(deps.eventStore, ideaIds);
    const { events } = await onTrend(app, request, trendId, { type: 'LinkIdeas', data: { ideaIds, linkableIdeaIds, single: false } }, actor);
    const links = linksOf(events);
    const linked = new Set(links.map((link) => link.ideaId));
    const answer: LinkIdeasResponse = { links, skipped: ideaIds.filter((ideaId) => !linked.has(ideaId)) };
    return withPosition(request, answer);
  });
}
