// POST /api/collections/check-idea/{id}/UGI and /UGP2P (docs/product.md "Workspace and AI generation"): whether the
// caller's workspace holds that user idea (workspace/copies.ts). A question, asked with POST by the spec.
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import type { WorkspaceStreams } from '../../reads/workspace-reads';
import { holdsUserIdea } from '../../workspace/copies';

export function checkIdeaRoutes(app: FastifyInstance, deps: WorkspaceStreams): void {
  route(app, workspaceApi.checkIdea, async (request) => {
    const { id: ideaId, type: source } = request.params;
    return { success: true as const, exists: await holdsUserIdea(deps, request.actor, source, ideaId) };
  });
}
