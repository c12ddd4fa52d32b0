// GET /api/users/stats and GET /api/users/document-stats: the signed-in member's monthly counts (docs/product.md
// "Workspace and AI generation", "Documents and downloads"), from the workspace read model; the month is the calendar
// month in UTC, as the caps'.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MONTHLY_DOCUMENT_IDEA_LIMIT } from '@app/domain/workspace/limits';
import { workspaceApi } from '@app/domain/workspace/workspace-api';
import { route } from '@app/infra/http/contract-route';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { copiesWithDocumentsThisMonth, ideasGeneratedThisMonth } from '../../read-models/workspace';

export function userStatsRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, workspaceApi.userStats, async (request) => {
    const { userId } = request.actor;
    return { totalUGC: await ideasGeneratedThisMonth(deps.db, userId, new Date()) };
  });

  route(app, workspaceApi.documentStats, async (request) => {
    const { userId } = request.actor;
    return { uniqueIdeasWithDocs: await copiesWithDocumentsThisMonth(deps.db, userId, new Date()), limit: MONTHLY_DOCUMENT_IDEA_LIMIT };
  });
}
