// POST /api/collections/{ideaId} (docs/product.md "Workspace and AI generation"): a member saves an idea of the
// marketplace to their workspace (workspace/copies.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import type { WorkspaceStreams } from '../../reads/workspace-reads';
import { saveIdea } from '../../workspace/copies';

export const IDEA_SAVED_MESSAGE = 'Idea saved to your workspace';

export function saveIdeaRoutes(app: FastifyInstance, deps: WorkspaceStreams): void {
  route(app, workspaceApi.save, async (request, reply) => {
    const copyId = await saveIdea(scopeOf(app, request), deps, request.actor, request.params.ideaId);
    void reply.status(201);
    return withPosition(request, { message: IDEA_SAVED_MESSAGE, copyId });
  });
}
