// DELETE /api/admin/ideas/{id} (spec 001 §4, §7): the admin deletes an idea; it can be restored from Deleted Ideas.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { ideaIdOf, onIdea, type IdeaParams } from './admin-idea-command';

export const IDEA_DELETED_MESSAGE = 'Idea deleted successfully';

export function deleteIdeaRoutes(app: FastifyInstance): void {
  app.delete<IdeaParams>('/api/admin/ideas/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onIdea(app, request, ideaIdOf(request), actor, 'DeleteIdea', {});
    return withPosition(request, { message: IDEA_DELETED_MESSAGE });
  });
}
