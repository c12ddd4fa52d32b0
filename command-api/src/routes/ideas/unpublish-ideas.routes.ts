// POST /api/admin/ideas/unpublish { ideaIds } (spec 001 §4, §7): the admin unpublishes ideas in bulk (publish-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { ideaIdsSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { bulkPublishing, unpublishIdeas } from './publish-ideas';
import type { ResolveIdeaDeps } from './resolve-idea';

export function unpublishIdeasRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.post('/api/admin/ideas/unpublish', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const { ideaIds } = validate(ideaIdsSchema, request.body);
    return withPosition(request, { results: await unpublishIdeas(bulkPublishing(app, request, deps), ideaIds, actor) });
  });
}
