// GET /api/admin/analytics?from=&to= (ADMIN, docs/product.md "Analytics"): the admin's system analytics, a series per
// day of the window (analytics-window.ts: the last 30 days by default, at most 400), the funnel and the top lists.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsApi } from '@app/domain/analytics/analytics-api';
import { analyticsWindow } from '@app/domain/analytics/analytics-window';
import { route } from '@app/infra/http/contract-route';
import { readAnalytics } from '../../read-models/analytics';
import { readTopLists } from '../../read-models/analytics-top';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function analyticsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase>; now?: () => Date }): void {
  const today = () => (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  route(app, analyticsApi.admin, async (request) => {
    const window = analyticsWindow(request.query, today());
    const [analytics, topLists] = await Promise.all([readAnalytics(deps.db, window), readTopLists(deps.db, window.to)]);
    return { ...analytics, ...topLists };
  });
}
