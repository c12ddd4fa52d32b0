// POST /api/admin/deleted-ideas/restore/{id} (spec 001 §4, §7): the admin brings a deleted idea back.
import type { FastifyInstance } from 'fastify';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { ideaIdOf, onIdea, type IdeaParams } from './admin-idea-command';

export const IDEA_RESTORED_MESSAGE = 'Idea restored successfully';

export function restoreIdeaRoutes(app: FastifyInstance): void {
  app.post<IdeaParams>('/api/admin/deleted-ideas/restore/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    await onIdea(app, request, ideaIdOf(request), actor, 'RestoreIdea', {});
    return withPosition(request, { message: IDEA_RESTORED_MESSAGE });
  });
}
