// GET /api/users/stats and GET /api/users/document-stats: the signed-in member's monthly counts (spec 000 §3 "User
// stats", "Document stats"), from the workspace read model; the month is the calendar month in UTC, as the caps'.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireSignedIn } from '@app/domain/users/permissions';
import { MONTHLY_DOCUMENT_IDEA_LIMIT } from '@app/domain/workspace/limits';
import type { DocumentStats, UserStats } from '@app/domain/workspace/workspace-view';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { copiesWithDocumentsThisMonth, ideasGeneratedThisMonth } from '../../read-models/workspace';

export function userStatsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/users/stats', async (request): Promise<UserStats> => {
    const { userId } = requireSignedIn(request.actor);
    return { totalUGC: await ideasGeneratedThisMonth(deps.db, userId, new Date()) };
  });

  app.get('/api/users/document-stats', async (request): Promise<DocumentStats> => {
    const { userId } = requireSignedIn(request.actor);
    return { uniqueIdeasWithDocs: await copiesWithDocumentsThisMonth(deps.db, userId, new Date()), limit: MONTHLY_DOCUMENT_IDEA_LIMIT };
  });
}
