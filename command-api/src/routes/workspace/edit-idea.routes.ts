// PUT /api/ideas/edit/{id} (docs/product.md "Workspace and AI generation"): the member edits a copy in their workspace
// (the id is the copy's; workspace/copies.ts).
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import { scopeOf, withPosition } from '../../http/command-context';
import { editCopy } from '../../workspace/copies';
import type { WorkspaceDeps } from '../../workspace/workspace-deps';

export function editIdeaRoutes(app: FastifyInstance, deps: WorkspaceDeps): void {
  route(app, workspaceApi.editIdea, async (request) => {
    return withPosition(request, { idea: await editCopy(scopeOf(app, request), { ...deps, log: request.log }, request.actor, request.params.id, request.body) });
  });
}
