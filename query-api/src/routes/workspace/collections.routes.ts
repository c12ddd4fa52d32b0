// GET /api/collections: the signed-in member's workspace (docs/product.md "Workspace and AI generation"; contract "HTTP
// (query API)"), from the workspace read model with the platform ideas' status and stamp from the catalog.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { workspaceCollections } from '../../read-models/workspace';

export function collectionsRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, workspaceApi.collections, async (request) => workspaceCollections(deps.db, request.actor.userId));
}
