// POST /api/admin/deleted-ideas/restore/{id} (spec 001 §4, §7): the admin brings a deleted idea back, a platform idea
// or a member's (`?source=`). Of the ideas the id may name (resolve-idea.ts), the deleted one is restored; the
// deciders refuse one that is not deleted, so a restore never needs a read model.
import type { FastifyInstance } from 'fastify';
import { DELETED_IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { requireRole } from '@app/domain/users/permissions';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea, type IdeaParams } from '../ideas/admin-idea-command';
import { pathId } from '../ideas/path-ids';
import { ideaCandidates, sourceOf, type IdeaTarget, type ResolveIdeaDeps } from '../ideas/resolve-idea';

export const IDEA_RESTORED_MESSAGE = 'Idea restored successfully';

export function restoreDeletedIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  app.post<IdeaParams>('/api/admin/deleted-ideas/restore/:id', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = pathId(request.params.id, DELETED_IDEA_NOT_FOUND);
    const restore = async (target: IdeaTarget) => {
      if (target.kind === 'FD') await onIdea(app, request, ideaId, actor, 'RestoreIdea', {});
      else await onUserIdea(app, request, target, actor, 'RestoreUserIdea', {});
    };
    for (const target of await ideaCandidates(deps, ideaId, sourceOf(request))) {
      try {
        await restore(target);
        return withPosition(request, { message: IDEA_RESTORED_MESSAGE });
      } catch (error) {
        // Not deleted: the next candidate may be the deleted one.
        if (!(error instanceof NotFound)) throw error;
      }
    }
    throw new NotFound(DELETED_IDEA_NOT_FOUND);
  });
}
