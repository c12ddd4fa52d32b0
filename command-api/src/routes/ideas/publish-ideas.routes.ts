// POST /api/admin/ideas/publish { ideaIds } (spec 001 §4, §7): the admin publishes ideas in bulk (publish-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { bulkPublishing, publishIdeas } from './publish-ideas';
import type { ResolveIdeaDeps } from './resolve-idea';

export function publishIdeasRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.publish, async (request) => {
    const { actor } = request;
    const { ideaIds } = request.body;
    return withPosition(request, { results: await publishIdeas(bulkPublishing(app, request, deps), ideaIds, actor) });
  });
}
