// POST /api/admin/deleted-ideas/restore/{id} (docs/product.md "Admin: Ideas"): the admin brings a deleted idea back, a
// platform idea or a member's (`?source=`; ideas/curate-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { restoreIdea } from '../../ideas/curate-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export const IDEA_RESTORED_MESSAGE = 'Idea restored successfully';

export function restoreDeletedIdeaRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.restore, async (request) => {
    await restoreIdea(scopeOf(app, request), deps, request.actor, { ideaId: request.params.id, source: request.query.source });
    return withPosition(request, { message: IDEA_RESTORED_MESSAGE });
  });
}
