// PUT /api/admin/ideas/{id}/stamp (spec 001 §4, §7): the admin sets or clears the stamp of a platform idea or of a
// member's idea (`?source=`, resolve-idea.ts).
import type { FastifyInstance } from 'fastify';
import { ideaStampSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea, type IdeaParams } from './admin-idea-command';
import { ideaTargetOf, type ResolveIdeaDeps } from './resolve-idea';

export function stampIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.put<IdeaParams>('/api/admin/ideas/:id/stamp', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const target = await ideaTargetOf(deps, request);
    const { stamp } = validate(ideaStampSchema, request.body);
    const stamped =
      target.kind === 'FD'
        ? (await onIdea(app, request, target.ideaId, actor, 'StampIdea', { stamp })).state.stamp
        : (await onUserIdea(app, request, target, actor, 'StampUserIdea', { stamp })).userIdea.stamp;
    return withPosition(request, { idea: { id: target.ideaId, stamp: stamped } });
  });
}
