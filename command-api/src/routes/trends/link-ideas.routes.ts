// POST /api/trends/{id}/ideas/batch { ideaIds } (spec 001 §7): ideas already linked are skipped, not refused
// ('Linked: X, Skipped: Y').
import type { FastifyInstance } from 'fastify';
import { linkIdeasSchema } from '@app/domain/trends/schemas';
import type { LinkIdeasResponse } from '@app/domain/trends/trend-view';
import { requireRole } from '@app/domain/users/permissions';
import type { EventStore } from '@app/infra/event-store/event-store';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onTrend, trendIdOf, type TrendParams } from './trend-command';
import { linksOf, publishedAmong } from './trend-links';

export function linkIdeasRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  app.post<TrendParams>('/api/trends/:id/ideas/batch', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = trendIdOf(request);
    const ideaIds = [...new Set(validate(linkIdeasSchema, request.body).ideaIds)];
    const linkableIdeaIds = await publishedAmong(deps.eventStore, ideaIds);
    const { events } = await onTrend(app, request, trendId, { type: 'LinkIdeas', data: { ideaIds, linkableIdeaIds, single: false } }, actor);
    const links = linksOf(events);
    const linked = new Set(links.map((link) => link.ideaId));
    const answer: LinkIdeasResponse = { links, skipped: ideaIds.filter((ideaId) => !linked.has(ideaId)) };
    return withPosition(request, answer);
  });
}
