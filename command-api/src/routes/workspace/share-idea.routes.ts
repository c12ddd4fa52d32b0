// PUT /api/ideas/share/{id} { type } (docs/product.md "Workspace and AI generation"): the member makes an idea they
// generated public; it waits for an admin's approval. The id is the UGI / UGP2P id or its copy's; sharing again answers
// the same and records nothing.
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { workspaceDecider } from '@app/domain/workspace/workspace-decider';
import { workspaceStreamId } from '@app/domain/workspace/workspace-events';
import { route } from '@app/infra/http/contract-route';
import { runFor, withPosition } from '../../http/command-context';

export const IDEA_SHARED_MESSAGE = 'Idea shared on Platform. Waiting for approval';

export function shareIdeaRoutes(app: FastifyInstance): void {
  route(app, workspaceApi.share, async (request) => {
    const { actor } = request;
    const { id } = request.params;
    const { type } = request.body;
    await runFor(app, request)(workspaceDecider, workspaceStreamId(actor.userId), {
      type: 'ShareUserIdea',
      data: { source: type, id },
      metadata: { actor, now: app.clock.now() },
    });
    return withPosition(request, { message: IDEA_SHARED_MESSAGE });
  });
}
