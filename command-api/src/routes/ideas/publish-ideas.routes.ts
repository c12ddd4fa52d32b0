// POST /api/admin/ideas/publish and /unpublish { ideaIds } (docs/product.md "Admin: Ideas"): the admin publishes or
// unpublishes ideas in bulk (ideas/publish-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { publishIdeas, unpublishIdeas } from '../../ideas/publish-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export function publishIdeasRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.publish, async (request) => {
    return withPosition(request, { results: await publishIdeas(scopeOf(app, request), deps, request.body.ideaIds, request.actor) });
  });
  route(app, adminIdeasApi.unpublish, async (request) => {
    return withPosition(request, { results: await unpublishIdeas(scopeOf(app, request), deps, request.body.ideaIds, request.actor) });
  });
}
