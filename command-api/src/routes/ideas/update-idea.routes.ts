// PUT /api/admin/ideas/{id} (docs/product.md "Admin: Ideas"): the admin list sends the full idea, the detail page the
// fields it edits. One decision records the whole edit at once; a refused publish (409 with the missing documents)
// leaves the idea exactly as it was.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { updateIdea } from '../../ideas/curate-ideas';
import type { AdminIdeaDeps } from '../../ideas/curate-ideas';

export const IDEA_UPDATED_MESSAGE = 'Idea updated successfully';

export function updateIdeaRoutes(app: FastifyInstance, deps: AdminIdeaDeps): void {
  route(app, adminIdeasApi.update, async (request, reply) => {
    const { changes, type, status } = request.body;
    const named = { ideaId: request.params.id, source: request.query.source };
    const { ideaId, state, refusal } = await updateIdea(scopeOf(app, request), { ...deps, log: request.log }, request.actor, named, { changes, type, status });
    if (refusal) return reply.status(409).send(refusal);
    return withPosition(request, {
      message: IDEA_UPDATED_MESSAGE,
      idea: { id: ideaId, ...changes, title: state.content.title, description: state.content.description, type: state.type, status: state.publication },
    });
  });
}
