// GET /api/admin/activity (ADMIN): the platform's recent changes.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function activityRoutes(_app: FastifyInstance, _deps: { db: Kysely<QueryApiDatabase> }): void {}
