// PUT /api/admin/ideas/{id}/type (spec 001 §4, §7): the admin makes an idea FREE or PREMIUM.
import type { FastifyInstance } from 'fastify';
import { adminIdeasApi } from '@app/domain/ideas/ideas-api';
import { route } from '@app/infra/http/contract-route';
import { withPosition } from '../../http/command-context';
import { onIdea } from './admin-idea-command';
import { platformIdeaId, type ResolveIdeaDeps } from './resolve-idea';

export function changeIdeaTypeRoutes(app: FastifyInstance, deps: ResolveIdeaDeps): void {
  route(app, adminIdeasApi.changeType, async (request) => {
    const { actor } = request;
    const ideaId = await platformIdeaId(deps, request.params.id, request.query.source);
    const { type } = request.body;
    const { state } = await onIdea(app, request, ideaId, actor, 'ChangeIdeaType', { type });
    return withPosition(request, { idea: { id: ideaId, type: state.type } });
  });
}
