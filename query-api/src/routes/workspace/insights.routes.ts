// GET /api/workspace/insights (verified PREMIUM and up; docs/product.md "Analytics"): the member's saved ideas with
// their score, momentum and what changed since they saved them, and the ideas they shared with their activity.
import type { FastifyInstance } from 'fastify';
import { analyticsApi } from '@app/domain/analytics/analytics-api';
import { route } from '@app/infra/http/contract-route';
import type { HistoryDeps } from '../../history/entity-history';
import { memberInsights } from '../../read-models/insights';

export function insightsRoute(app: FastifyInstance, deps: HistoryDeps): void {
  route(app, analyticsApi.insights, async (request) => memberInsights(deps, request.actor.userId, new Date()));
}
