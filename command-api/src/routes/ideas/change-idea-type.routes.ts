// PUT /api/admin/ideas/{id}/type (docs/product.md "Admin: Ideas"): the admin makes an idea FREE or PREMIUM.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { changeIdeaType } from '../../ideas/curate-ideas';
import type { ResolveIdeaDeps } from '../../reads/idea-targets';

export function changeIdeaTypeRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.changeType, async (request) => {
    const named = { ideaId: request.params.id, source: request.query.source };
    return withPosition(request, { idea: await changeIdeaType(scopeOf(app, request), deps, request.actor, named, request.body.type) });
  });
}
