// GET /api/collections: the signed-in member's workspace (spec 000 §3 workspace collection, §7; contract "HTTP
// (query API)"), from the workspace read model with the platform ideas' status and stamp from the catalog.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireSignedIn } from '@app/domain/users/permissions';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { workspaceCollections } from '../../read-models/workspace';

export function collectionsRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/collections', async (request) => workspaceCollections(deps.db, requireSignedIn(request.actor).userId));
}
