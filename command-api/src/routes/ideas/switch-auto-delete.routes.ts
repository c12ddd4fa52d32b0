// PUT /api/admin/ideas/{id}/auto-delete (spec 001 §4, §7): the admin switches an idea's auto-delete countdown on or
// off; the answer carries when it was switched on, which the viewers' 48-hour countdown starts from.
import type { FastifyInstance } from 'fastify';
import { autoDeleteSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onIdea, type IdeaParams } from './admin-idea-command';
import { platformIdeaIdOf, type ResolveIdeaDeps } from './resolve-idea';

export function switchAutoDeleteRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.put<IdeaParams>('/api/admin/ideas/:id/auto-delete', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = await platformIdeaIdOf(deps, request);
    const { autoDeleted } = validate(autoDeleteSchema, request.body);
    const { state } = await onIdea(app, request, ideaId, actor, 'SwitchAutoDelete', { autoDeleted });
    return withPosition(request, {
      idea: { id: ideaId, autoDeleted: state.autoDeleteActivatedAt !== null, autoDeleteActivatedAt: state.autoDeleteActivatedAt },
    });
  });
}
