// GET /api/admin/activity (ADMIN, docs/product.md "Admin: History and activity"): the platform's recent changes, newest
// first, filtered by actor, kind and event type, in keyset pages (`before` is the `next` of the previous page).
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { historyApi } from '@app/domain/history/history-api';
import { parsePosition } from '@app/infra/event-store/position';
import { route } from '@app/infra/http/contract-route';
import { actorIdNamed, readActivity } from '../../read-models/activity';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function activityRoutes(app: FastifyInstance, deps: { db: Kysely<QueryApiDatabase> }): void {
  route(app, historyApi.activity, async (request) => {
    const { actor, before, ...query } = request.query;
    // The schema let only a well-formed position through.
    const filter = { ...query, before: before === undefined ? undefined : parsePosition(before)! };
    if (actor === undefined) return readActivity(deps.db, { ...filter, actorId: undefined });
    const actorId = await actorIdNamed(deps.db, actor);
    if (actorId === undefined) return { entries: [], next: null };
    return readActivity(deps.db, { ...filter, actorId });
  });
}
