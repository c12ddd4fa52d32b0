// DELETE /api/trends/{id} (spec 001 §7): the admin deletes a trend.
import type { FastifyInstance } from 'fastify';
import { trendsApi } from '@app/domain/trends/trends-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onTrend } from './trend-command';

export const TREND_DELETED = 'Trend deleted';

export function deleteTrendRoutes(app: FastifyInstance): void {
  route(app, trendsApi.delete, async (request) => {
    const { actor } = request;
    await onTrend(app, request, request.params.id, { type: 'DeleteTrend', data: {} }, actor);
    return withPosition(request, { message: TREND_DELETED });
  });
}
