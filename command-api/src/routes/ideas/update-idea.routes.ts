// PUT /api/admin/ideas/{id} (spec 001 §7): the admin list sends the full idea, the detail page the fields it edits.
// One decision records the whole edit at once; a refused publish (409 with the missing documents) leaves the idea
// exactly as it was.
import type { FastifyInstance } from 'fastify';
import { editIdeaSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onIdea, type IdeaParams } from './admin-idea-command';
import { platformIdeaIdOf, type ResolveIdeaDeps } from './resolve-idea';

export const IDEA_UPDATED_MESSAGE = 'Idea updated successfully';

export function updateIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.put<IdeaParams>('/api/admin/ideas/:id', async (request, reply) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = await platformIdeaIdOf(deps, request);
    const { changes, type, status } = validate(editIdeaSchema, request.body);
    const { state, refusal } = await onIdea(app, request, ideaId, actor, 'UpdateIdea', { changes, type, status });
    if (refusal) return reply.status(409).send(refusal);
    return withPosition(request, {
      message: IDEA_UPDATED_MESSAGE,
      idea: { id: ideaId, ...changes, title: state.title, description: state.description, type: state.type, status: state.publication },
    });
  });
}
