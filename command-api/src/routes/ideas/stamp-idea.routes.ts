// PUT /api/admin/ideas/{id}/stamp (spec 001 §4, §7): the admin sets or clears the stamp of a platform idea or of a
// member's idea (`?source=`, resolve-idea.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea } from './admin-idea-command';
import { resolveIdea, type ResolveIdeaDeps } from './resolve-idea';

export function stampIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.stamp, async (request) => {
    const { actor } = request;
    const target = await resolveIdea(deps, request.params.id, request.query.source);
    const { stamp } = request.body;
    const stamped =
      target.kind === 'FD'
        ? (await onIdea(app, request, target.ideaId, actor, 'StampIdea', { stamp })).state.stamp
        : (await onUserIdea(app, request, target, actor, 'StampUserIdea', { stamp })).userIdea.stamp;
    return withPosition(request, { idea: { id: target.ideaId, stamp: stamped } });
  });
}
