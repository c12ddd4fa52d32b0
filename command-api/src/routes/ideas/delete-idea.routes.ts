// DELETE /api/admin/ideas/{id} (docs/product.md "Admin: Ideas"): the admin deletes a platform idea or a member's idea
// (`?source=`); it can be restored from Deleted Ideas.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { deleteIdea } from '../../ideas/curate-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export const IDEA_DELETED_MESSAGE = 'Idea deleted successfully';

export function deleteIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.delete, async (request) => {
    await deleteIdea(scopeOf(app, request), deps, request.actor, { ideaId: request.params.id, source: request.query.source });
    return withPosition(request, { message: IDEA_DELETED_MESSAGE });
  });
}
