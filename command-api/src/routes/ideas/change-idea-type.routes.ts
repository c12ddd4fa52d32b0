// PUT /api/admin/ideas/{id}/type (spec 001 §4, §7): the admin makes an idea FREE or PREMIUM.
import type { FastifyInstance } from 'fastify';
import { ideaTypeSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onIdea, type IdeaParams } from './admin-idea-command';
import { platformIdeaIdOf, type ResolveIdeaDeps } from './resolve-idea';

export function changeIdeaTypeRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.put<IdeaParams>('/api/admin/ideas/:id/type', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = await platformIdeaIdOf(deps, request);
    const { type } = validate(ideaTypeSchema, request.body);
    const { state } = await onIdea(app, request, ideaId, actor, 'ChangeIdeaType', { type });
    return withPosition(request, { idea: { id: ideaId, type: state.type } });
  });
}
