// PUT /api/admin/ideas/{id}/stamp (spec 001 §4, §7): the admin sets or clears an idea's stamp.
import type { FastifyInstance } from 'fastify';
import { ideaStampSchema } from '@app/domain/ideas/schemas';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { withPosition } from '../../http/command-context';
import { ideaIdOf, onIdea, type IdeaParams } from './admin-idea-command';

export function stampIdeaRoutes(app: FastifyInstance): void {
  app.put<IdeaParams>('/api/admin/ideas/:id/stamp', async (request) => {
    const actor = requireRole(request.actor, 'ADMIN');
    const ideaId = ideaIdOf(request);
    const { stamp } = validate(ideaStampSchema, request.body);
    const { state } = await onIdea(app, request, ideaId, actor, 'StampIdea', { stamp });
    return withPosition(request, { idea: { id: ideaId, stamp: state.stamp } });
  });
}
