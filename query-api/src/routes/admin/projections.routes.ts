// GET /api/admin/projections: each projection's position, lag and rebuild progress, for the admin panel, and while
// one keeps failing its error and the event it is stuck on (what `npm run projections:skip` takes).
import type { FastifyInstance } from 'fastify';
import { projectionsApi } from '@app/domain/projections/projections-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDeps } from '../../query-api-deps';

export function projectionsRoute(app: FastifyInstance, deps: Pick<QueryApiDeps, 'projectionStatuses'>): void {
  route(app, projectionsApi.list, async () => ({ projections: await deps.projectionStatuses() }));
}
