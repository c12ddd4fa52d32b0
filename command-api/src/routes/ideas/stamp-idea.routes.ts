// PUT /api/admin/ideas/{id}/stamp (docs/product.md "Admin: Ideas"): the admin sets or clears the stamp of a platform
// idea or of a member's idea (`?source=`).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { stampIdea } from '../../ideas/curate-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export function stampIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.stamp, async (request) => {
    const named = { ideaId: request.params.id, source: request.query.source };
    return withPosition(request, { idea: await stampIdea(scopeOf(app, request), deps, request.actor, named, request.body.stamp) });
  });
}
