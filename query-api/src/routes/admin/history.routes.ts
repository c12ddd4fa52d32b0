// GET /api/admin/history/{kind}/{id} and GET /api/admin/{kind}/{id}/as-of (ADMIN, docs/product.md "Admin: History and
// activity"): read from the event store, which is the audit trail. The as-of path shares its prefix with the admin's
// other calls (`/api/admin/ideas/:id`, `/api/admin/users`): the router prefers their static segments and falls back to
// the `:kind` parameter only for paths ending in `/as-of`, so neither shadows the other.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { historyApi } from '@app/domain/history/history-api';
import { route } from '@app/infra/http/contract-route';
import type { PersonalDataVault } from '@app/infra/personal-data/personal-data-vault';
import { readAsOf, readHistoryPage } from '../../history/entity-history';
import type { QueryApiDeps } from '../../query-api-deps';
import type { QueryApiDatabase } from '../../read-models/query-api-database';

export function historyRoutes(app: FastifyInstance, deps: Pick<QueryApiDeps, 'eventStore'> & { db: Kysely<QueryApiDatabase>; personalData: PersonalDataVault }): void {
  const history = { db: deps.db, eventStore: deps.eventStore, personalData: deps.personalData };

  route(app, historyApi.history, async (request) => {
    const { kind, id } = request.params;
    return readHistoryPage(history, kind, id, request.query);
  });

  route(app, historyApi.asOf, async (request) => {
    const { kind, id } = request.params;
    return readAsOf(history, kind, id, request.query.at);
  });
}
