// DELETE /api/admin/ideas/{id} (spec 001 §4, §7): the admin deletes a platform idea or a member's idea (`?source=`,
// resolve-idea.ts); it can be restored from Deleted Ideas.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea, type IdeaParams } from './admin-idea-command';
import { ideaTargetOf, type ResolveIdeaDeps } from './resolve-idea';

export const IDEA_DELETED_MESSAGE = 'Idea deleted successfully';

export function deleteIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.delete<IdeaParams>('/api/admin/ideas/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const target = await ideaTargetOf(deps, request);
    if (target.kind === 'FD') await onIdea(app, request, target.ideaId, actor, 'DeleteIdea', {});
    else await onUserIdea(app, request, target, actor, 'DeleteUserIdea', {});
    return withPosition(request, { message: IDEA_DELETED_MESSAGE });
  });
}
