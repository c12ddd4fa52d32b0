// DELETE /api/trends/{id} (spec 001 §7): the admin deletes a trend.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { onTrend, trendIdOf, type TrendParams } from './trend-command';

export const TREND_DELETED = 'Trend deleted';

export function deleteTrendRoutes(app: FastifyInstance): void {
  app.delete<TrendParams>('/api/trends/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onTrend(app, request, trendIdOf(request), { type: 'DeleteTrend', data: {} }, actor);
    return withPosition(request, { message: TREND_DELETED });
  });
}
