// DELETE /api/trends/{id}/ideas/{ideaId} (spec 001 §7): the admin removes an idea from a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onTrend } from './trend-command';

export const IDEA_REMOVED_FROM_TREND = 'Idea removed from trend';

export function unlinkIdeaRoutes(app: FastifyInstance): void {
  route(app, trendsApi.unlinkIdea, async (request) => {
    const { actor } = request;
    const { id: trendId, ideaId } = request.params;
    await onTrend(app, request, trendId, { type: 'UnlinkIdea', data: { ideaId } }, actor);
    return withPosition(request, { message: IDEA_REMOVED_FROM_TREND });
  });
}
