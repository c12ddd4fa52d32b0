// DELETE /api/trends/{id}/ideas/{ideaId} (spec 001 §7): the admin removes an idea from a trend.
import type { FastifyInstance } from 'fastify';
import { IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { TREND_NOT_FOUND } from '@app/domain/trends/trend-decider';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { pathId } from '../ideas/path-ids';
import { onTrend } from './trend-command';

export const IDEA_REMOVED_FROM_TREND = 'Idea removed from trend';

export function unlinkIdeaRoutes(app: FastifyInstance): void {
  app.delete<{ Params: { id: string; ideaId: string } }>('/api/trends/:id/ideas/:ideaId', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const trendId = pathId(request.params.id, TREND_NOT_FOUND);
    const ideaId = pathId(request.params.ideaId, IDEA_NOT_FOUND);
    await onTrend(app, request, trendId, { type: 'UnlinkIdea', data: { ideaId } }, actor);
    return withPosition(request, { message: IDEA_REMOVED_FROM_TREND });
  });
}
