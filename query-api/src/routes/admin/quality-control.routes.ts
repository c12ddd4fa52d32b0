// GET /api/admin/quality-control?category=&batch= (spec 001 §2 Quality Control section, §7): the exact duplicates
// and the pairs at least 75% similar among the platform ideas, filtered by category and batch. ADMIN only.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireRole } from '@app/domain/users/permissions';
import { validate } from '@app/infra/http/validate';
import { readQualityControl } from '../../read-models/quality-control';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import { once } from '@app/domain/ideas/idea-list-query';
import { adminIdeaListQuery } from '@app/domain/ideas/admin-idea-list-query';

/** Empty or missing: no filter. `batch` is the admin ideas list's (the same rule and message). */
const qualityControlQuery = z.object({
  category: once('category').transform((value) => value?.trim() || undefined),
  batch: adminIdeaListQuery.shape.batch,
});

export function qualityControlRoute(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  app.get('/api/admin/quality-control', async (request) => {
    requireRole(request.actor, 'ADMIN');
    return readQualityControl(deps.db, validate(qualityControlQuery, request.query));
  });
}
