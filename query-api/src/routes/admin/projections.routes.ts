// GET /api/admin/projections: each projection's position, lag and rebuild progress, for the admin panel, and while
// one keeps failing its error and the event it is stuck on (what `npm run projections:skip` takes).
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import type { QueryApiDeps } from '../../query-api-deps';

export function projectionsRoute(app: FastifyInstance, deps: Pick<QueryApiDeps, 'projectionStatuses'>): void {
  app.get('/api/admin/projections', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return { projections: await deps.projectionStatuses() };
  });
}
