// POST /api/admin/deleted-ideas/restore/{id} (spec 001 §4, §7): the admin brings a deleted idea back, a platform idea
// or a member's (`?source=`). Of the ideas the id may name (resolve-idea.ts), the deleted one is restored; the
// deciders refuse one that is not deleted, so a restore never needs a read model.
import type { FastifyInstance } from 'fastify';
import { DELETED_IDEA_NOT_FOUND } from '@app/domain/ideas/idea-decider';
import { NotFound } from '@app/domain/shared/errors';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onIdea, onUserIdea } from '../ideas/admin-idea-command';
import { ideaCandidates, type IdeaTarget, type ResolveIdeaDeps } from '../ideas/resolve-idea';

export const IDEA_RESTORED_MESSAGE = 'Idea restored successfully';

export function restoreDeletedIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.restore, async (request) => {
    const { actor } = request;
    const ideaId = request.params.id;
    const restore = async (target: IdeaTarget) => {
      if (target.kind === 'FD') await onIdea(app, request, ideaId, actor, 'RestoreIdea', {});
      else await onUserIdea(app, request, target, actor, 'RestoreUserIdea', {});
    };
    for (const target of await ideaCandidates(deps, ideaId, request.query.source)) {
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
