// GET /api/workspace/ideas/{id}/changes (signed in; docs/product.md "Workspace and AI generation"): what changed in
// the original of the member's copy `id` since they saved it, newest first; another member's copy is not found.
import type { FastifyInstance } from 'fastify';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import type { HistoryDeps } from '../../history/entity-history';
import { savedIdeaChanges } from '../../read-models/saved-changes';

export function savedChangesRoute(app: FastifyInstance, deps: HistoryDeps): void {
  route(app, workspaceApi.savedChanges, (request) => savedIdeaChanges(deps, request.actor.userId, request.params.id));
}
