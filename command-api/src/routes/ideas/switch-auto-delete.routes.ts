// PUT /api/admin/ideas/{id}/auto-delete (docs/product.md "Admin: Ideas"): the admin switches an idea's auto-delete
// countdown on or off; the answer carries when it was switched on, which the viewers' 48-hour countdown starts from.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { switchAutoDelete } from '../../ideas/curate-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export function switchAutoDeleteRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.autoDelete, async (request) => {
    const named = { ideaId: request.params.id, source: request.query.source };
    return withPosition(request, { idea: await switchAutoDelete(scopeOf(app, request), deps, request.actor, named, request.body.autoDeleted) });
  });
}
