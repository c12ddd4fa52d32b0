// POST /api/admin/ideas/publish { ideaIds } (spec 001 §4, §7): the admin publishes ideas in bulk (publish-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { ideaIdsSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { bulkPublishing, publishIdeas } from './publish-ideas';
import type { ResolveIdeaDeps } from './resolve-idea';

export function publishIdeasRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.post('/api/admin/ideas/publish', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const { ideaIds } = validate(ideaIdsSchema, request.body);
    return withPosition(request, { results: await publishIdeas(bulkPublishing(app, request, deps), ideaIds, actor) });
  });
}
