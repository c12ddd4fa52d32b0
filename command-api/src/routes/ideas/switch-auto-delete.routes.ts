// PUT /api/admin/ideas/{id}/auto-delete (spec 001 §4, §7): the admin switches an idea's auto-delete countdown on or
// off; the answer carries when it was switched on, which the viewers' 48-hour countdown starts from.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onIdea } from './admin-idea-command';
import { platformIdeaId, type ResolveIdeaDeps } from './resolve-idea';

export function switchAutoDeleteRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.autoDelete, async (request) => {
    const { actor } = request;
    const ideaId = await platformIdeaId(deps, request.params.id, request.query.source);
    const { autoDeleted } = request.body;
    const { state } = await onIdea(app, request, ideaId, actor, 'SwitchAutoDelete', { autoDeleted });
    return withPosition(request, {
      idea: { id: ideaId, autoDeleted: state.autoDeleteActivatedAt !== null, autoDeleteActivatedAt: state.autoDeleteActivatedAt },
    });
  });
}
