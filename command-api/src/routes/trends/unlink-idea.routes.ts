// DELETE /api/trends/{id}/ideas/{ideaId} (docs/product.md "Admin: Trends"): the admin removes an idea from a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { unlinkIdea } from '../../trends/trends';

export const IDEA_REMOVED_FROM_TREND = 'Idea removed from trend';

export function unlinkIdeaRoutes(app: FastifyInstance): void {
  route(app, trendsApi.unlinkIdea, async (request) => {
    const { id: trendId, ideaId } = request.params;
    await unlinkIdea(scopeOf(app, request), request.actor, trendId, ideaId);
    return withPosition(request, { message: IDEA_REMOVED_FROM_TREND });
  });
}
