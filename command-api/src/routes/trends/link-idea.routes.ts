// POST /api/trends/{id}/ideas { ideaId } (spec 000 §7, 001 §7): the admin links one idea to a trend.
import type { FastifyInstance } from 'fastify';
import { linkIdeaSchema } from '@app/domain/trends/schemas';
import { requireRole } from '@app/domain/users/permissions';
import type { EventStore } from '@app/infra/event-store/event-store';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onTrend, trendIdOf, type TrendParams } from './trend-command';
import { linksOf, publishedAmong } from './trend-links';

export function linkIdeaRoutes(app: FastifyInstance, deps: { eventStore: EventStore }): void {
  app.post<TrendParams>('/api/trends/:id/ideas', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = trendIdOf(request);
    const { ideaId } = validate(linkIdeaSchema, request.body);
    const linkableIdeaIds = await publishedAmong(deps.eventStore, [ideaId]);
    const { events } = await onTrend(app, request, trendId, { type: 'LinkIdeas', data: { ideaIds: [ideaId], linkableIdeaIds, single: true } }, actor);
    void reply.status(201);
    return withPosition(request, { link: linksOf(events)[0] });
  });
}
