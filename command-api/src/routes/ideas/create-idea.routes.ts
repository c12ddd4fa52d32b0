// POST /api/admin/ideas/create/newidea (docs/product.md "Admin: Ideas"): the admin creates a platform idea, Published
// at once when the create dialog asks for it (ideas/curate-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { createIdea } from '../../ideas/curate-ideas';
import type { AdminIdeaDeps } from '../../ideas/curate-ideas';

export function createIdeaRoutes(app: FastifyInstance, deps: AdminIdeaDeps): void {
  route(app, adminIdeasApi.create, async (request, reply) => {
    const { idea, status } = request.body;
    const created = await createIdea(scopeOf(app, request), { ...deps, log: request.log }, request.actor, idea, status === 'Published');
    void reply.status(201);
    return withPosition(request, created);
  });
}
