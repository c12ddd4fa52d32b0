// GET /api/admin/history/{kind}/{id} and GET /api/admin/{kind}/{id}/as-of (ADMIN): read from the event store.
import type { FastifyInstance } from 'fastify';
import type { QueryApiDeps } from '../../query-api-deps';
import type { QueryApiDatabase } from '../../read-models/query-api-database';
import type { Kysely } from 'kysely';

export function historyRoutes(_app: FastifyInstance, _deps: Pick<QueryApiDeps, 'eventStore'> & { db: Kysely<QueryApiDatabase> }): void {}
