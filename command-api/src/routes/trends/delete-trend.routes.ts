// DELETE /api/trends/{id} (docs/product.md "Admin: Trends"): the admin deletes a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { deleteTrend } from '../../trends/trends';

export const TREND_DELETED = 'Trend deleted';

export function deleteTrendRoutes(app: FastifyInstance): void {
  route(app, trendsApi.delete, async (request) => {
    await deleteTrend(scopeOf(app, request), request.actor, request.params.id);
    return withPosition(request, { message: TREND_DELETED });
  });
}
