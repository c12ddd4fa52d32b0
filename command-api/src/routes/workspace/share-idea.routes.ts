// PUT /api/ideas/share/{id} { type } (spec 000 §4, §5, §7): the member makes an idea they generated public; it waits
// for an admin's approval. The id is the UGI / UGP2P id or its copy's; sharing again answers the same and records
// nothing.
import type { FastifyInstance } from 'fastify';
import { requireVerifiedEmail } from '@app/domain/users/permissions';
import { shareIdeaSchema } from '@app/domain/workspace/schemas';
import { USER_IDEA_NOT_FOUND, workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { validate } from '@app/infra/http/validate';
import { runFor, withPosition } from '../../http/command-context';
import { pathId } from '../ideas/path-ids';

export const IDEA_SHARED_MESSAGE = 'Idea shared on Platform. Waiting for approval';

export function shareIdeaRoutes(app: FastifyInstance): void {
  app.put<{ Params: { id: string } }>('/api/ideas/share/:id', async (request) => {
    const actor = requireVerifiedEmail(request.actor);
    const id = pathId(request.params.id, USER_IDEA_NOT_FOUND);
    const { type } = validate(shareIdeaSchema, request.body);
    await runFor(app, request)(workspaceDecider, workspaceStreamId(actor.userId), {
      type: 'ShareUserIdea',
      data: { source: type, id },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: IDEA_SHARED_MESSAGE });
  });
}
