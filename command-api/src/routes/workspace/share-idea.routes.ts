// PUT /api/ideas/share/{id} { type } (docs/product.md "Workspace and AI generation"): the member makes an idea they
// generated public; it waits for an admin's approval. The id is the UGI / UGP2P id or its copy's; sharing again answers
// the same and records nothing. A shared idea is scored (workspace/public-ideas.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { shareIdea } from '../../workspace/public-ideas';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

export const IDEA_SHARED_MESSAGE = 'Idea shared on Platform. Waiting for approval';

export function shareIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.share, async (request) => {
    await shareIdea(scopeOf(app, request), { ...deps, log: request.log }, request.actor, request.body.type, request.params.id);
    return withPosition(request, { message: IDEA_SHARED_MESSAGE });
  });
}
