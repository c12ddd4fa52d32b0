// POST /api/admin/ideas/unpublish { ideaIds } (spec 001 §4, §7): the admin unpublishes ideas in bulk (publish-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { bulkPublishing, unpublishIdeas } from './publish-ideas';
import type { ResolveIdeaDeps } from './resolve-idea';

export function unpublishIdeasRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.unpublish, async (request) => {
    const { actor } = request;
    const { ideaIds } = request.body;
    return withPosition(request, { results: await unpublishIdeas(bulkPublishing(app, request, deps), ideaIds, actor) });
  });
}
