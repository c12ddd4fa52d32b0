// GET /api/admin/quality-control?category=&batch= (docs/product.md "Admin: Quality Control"): the exact duplicates
// and the pairs at least 75% similar among the platform ideas, filtered by category and batch. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { adminAiApi } from '@app/domain/jobs/admin-ai-api';
import { route } from '@app/infra/http/contract-route';
import { readQualityControl } from '../../read-models/quality-control';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function qualityControlRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, adminAiApi.qualityControl, async (request) => readQualityControl(deps.db, request.query));
}
