// DELETE /api/admin/ideas/{id} (spec 001 §4, §7): the admin deletes a platform idea or a member's idea (`?source=`,
// resolve-idea.ts); it can be restored from Deleted Ideas.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea } from './admin-idea-command';
import { resolveIdea, type ResolveIdeaDeps } from './resolve-idea';

export const IDEA_DELETED_MESSAGE = 'Idea deleted successfully';

export function deleteIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.delete, async (request) => {
    const { actor } = request;
    const target = await resolveIdea(deps, request.params.id, request.query.source);
    if (target.kind === 'FD') await onIdea(app, request, target.ideaId, actor, 'DeleteIdea', {});
    else await onUserIdea(app, request, target, actor, 'DeleteUserIdea', {});
    return withPosition(request, { message: IDEA_DELETED_MESSAGE });
  });
}
